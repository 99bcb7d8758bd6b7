import { healthPath, healthResponseSchema } from '@tenants/shared';
import { describeEachDatabase } from '../../helper';

describeEachDatabase('GET /api/health', (suite) => {
  it('reports ok and which database answered', async () => {
    const res = await suite.app.inject({ method: 'GET', url: healthPath });

    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({ success: true, status: 'ok', database: suite.dialect });
  });
});
