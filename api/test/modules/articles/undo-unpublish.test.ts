import { articleByAliasPath, articleResponseSchema, staffArticleResponseSchema } from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { call, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// The editor's Undo after an unpublish puts back the article that was live, not whatever was saved in the
// minute between (a contributor may edit a draft, and an unpublished article is one).

const whole = {
  caption: 'What a service charge may cover.',
  bodyHtml: '<p>Read the lease.</p>',
  categoryId: 1,
  mediaPath: '/media/articles/rent-review.svg',
  mediaAlt: 'A bar chart',
};

describeEachDatabase('undoing an unpublish', (suite) => {
  let editor: Person;
  let contributor: Person;
  beforeAll(async () => {
    editor = await person(suite, 'staff', { firstname: 'Edna' });
    contributor = await person(suite, 'contributor', { firstname: 'Cody' });
  });

  it('restores the version that was live: a contributor’s edit made during the undo window does not go live', async () => {
    const title = `Service charges ${Date.now()}`;
    const created = staffArticleResponseSchema.parse((await call(suite, 'POST', '/api/staff/articles', editor.token, { title, ...whole })).json()).payload;
    expect((await call(suite, 'POST', `/api/staff/articles/${created.id}/publish`, editor.token, {})).statusCode).toBe(200);
    expect((await call(suite, 'POST', `/api/staff/articles/${created.id}/unpublish`, editor.token)).statusCode).toBe(200);

    // Within the minute, a contributor rewrites the draft (contributors may edit drafts).
    const edit = await call(suite, 'PUT', `/api/staff/articles/${created.id}`, contributor.token, {
      title: 'Unreviewed claims',
      ...whole,
      bodyHtml: '<p>Not checked by anyone.</p>',
    });
    expect(edit.statusCode).toBe(200);

    const undone = await call(suite, 'POST', `/api/staff/articles/${created.id}/undo-unpublish`, editor.token);
    expect(undone.statusCode).toBe(200);
    expect(staffArticleResponseSchema.parse(undone.json()).payload).toMatchObject({ state: 'published', title, bodyHtml: '<p>Read the lease.</p>' });
    const live = articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(created.alias))).json()).payload;
    expect(live.title).toBe(title);
    expect(JSON.stringify(live)).not.toContain('Not checked by anyone');
    // The contributor's edit is not lost: it is a version in the history, for an editor to restore on purpose.
    const versions = (await call(suite, 'GET', `/api/staff/articles/${created.id}/versions`, editor.token)).json() as { payload: Array<{ title: string }> };
    expect(versions.payload.map((v) => v.title)).toContain('Unreviewed claims');
  });
});
