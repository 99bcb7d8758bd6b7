import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCommand } from '../../src/commands';
import { csvCell, toCsv } from '../../src/export/csv';
import { insertMember } from '../../src/modules/account/account.repository';
import { insertAttempt, settleDonation } from '../../src/modules/donation/donation.repository';
import { addEnquiry } from '../../src/modules/enquiry/enquiry.repository';
import { addSubscription } from '../../src/modules/subscriptions/subscriptions.repository';
import { describeEachDatabase } from '../helper';

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    [null, '""'],
    [42, '"42"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    // Spreadsheet formula injection (OWASP CSV injection): made plain text with a leading apostrophe.
    ['=1+1', `"'=1+1"`],
    ['+44 7400', `"'+44 7400"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    // The tab itself would split a tab-separated reading: the formula after it is defused as well.
    ['\t=1', `"'\t'=1"`],
    ['=HYPERLINK("http://x.example","y")', '"\'=HYPERLINK(""http://x.example"",""y"")"'],
    // Opened with another separator, the text after a `,` or `;` would start a cell of its own: defused there too.
    ['Leeds;=HYPERLINK("http://x.example")', '"Leeds;\'=HYPERLINK(""http://x.example"")"'],
    ['a, =1+1', `"a, '=1+1"`],
    ['x;@SUM(A1)', `"x;'@SUM(A1)"`],
    // After a tab or a line break inside the cell: a tab-separated reading, or one that splits rows at any
    // line break, would start a cell there.
    ['Leeds\t=HYPERLINK("http://x.example")', '"Leeds\t\'=HYPERLINK(""http://x.example"")"'],
    ['first line\n=1+1', `"first line\n'=1+1"`],
    ['first line\r\n@SUM(A1)', `"first line\r\n'@SUM(A1)"`],
    ['a\t \t+cmd', `"a\t \t'+cmd"`],
  ])('%p is written as %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a UTF-8 byte order mark, a header and CRLF line ends, every field quoted', () => {
    expect(
      toCsv(
        ['Email', 'Source page'],
        [
          ['a@example.com', '/'],
          ['é@example.com', null],
        ],
      ),
    ).toBe('\uFEFF"Email","Source page"\r\n"a@example.com","/"\r\n"é@example.com",""\r\n');
  });
});

const consent = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));

describeEachDatabase('staff export: node dist/cli.js export --out DIR', (suite) => {
  let out: string;
  const printed: string[] = [];

  beforeAll(async () => {
    const { db } = suite.database;
    await addSubscription(db, 'newsletter', { contact: 'b@example.com', source: '/news', consentedAt: consent(2) });
    await addSubscription(db, 'newsletter', { contact: 'a@example.com', source: '=HYPERLINK("http://evil.example","Click")', consentedAt: consent(1) });
    await addSubscription(db, 'broadcast', { contact: 'c@example.com', source: '/community, card 1', consentedAt: consent(3) });
    await addSubscription(db, 'whatsapp', { contact: '07400123456', source: null, consentedAt: consent(4) });
    const member = { lastname: 'Shah', phone: '07400654321', password_hash: 'scrypt$131072$8$1$c2FsdA==$a2V5' };
    await insertMember(db, {
      ...member,
      id: 'b0000000-0000-4000-8000-000000000002',
      firstname: '=Zed',
      email: 'zed@example.com',
      phone: '07400111222',
      created_at: consent(6).toISOString(),
    });
    await insertMember(db, {
      ...member,
      id: 'b0000000-0000-4000-8000-000000000001',
      firstname: 'Priya',
      email: 'priya@example.com',
      created_at: consent(5).toISOString(),
    });

    const donor = {
      currency: 'gbp',
      lastname: 'Shah',
      address_line_one: '12 High Street',
      address_line_two: '',
      city: 'York',
      postcode: 'YO1 7HH',
      card_name: 'Priya Shah',
      provider: 'local',
    };
    await insertAttempt(db, {
      ...donor,
      id: 'd0000000-0000-4000-8000-000000000002',
      idempotency_key: 'key-2',
      amount_pence: 5000,
      firstname: 'Sam',
      email: 'sam@example.com',
      card_brand: null,
      card_last4: '0002',
      created_at: consent(8).toISOString(),
    });
    await settleDonation(
      db,
      'd0000000-0000-4000-8000-000000000002',
      'pending',
      { status: 'failed', provider_reference: 'local_b', failure_message: 'Your card was declined.' },
      consent(9),
    );
    await insertAttempt(db, {
      ...donor,
      id: 'd0000000-0000-4000-8000-000000000001',
      idempotency_key: 'key-1',
      amount_pence: 2500,
      firstname: 'Priya',
      email: 'priya@example.com',
      address_line_two: 'Flat 3, Stonegate',
      card_brand: 'Visa',
      card_last4: '4242',
      created_at: consent(7).toISOString(),
    });
    await settleDonation(db, 'd0000000-0000-4000-8000-000000000001', 'pending', { status: 'succeeded', provider_reference: 'local_a' }, consent(7));

    await addEnquiry(
      db,
      {
        type: 'Corporate',
        annual_rent: '£10,001 - £20,000',
        isLeaseHeld: 0,
        city: 'York',
        comments: 'Rent review due, landlord silent',
        firstname: 'Priya',
        lastname: 'Shah',
        email: 'priya@example.com',
        phone: '07400654321',
        isSubscribe: true,
      },
      consent(10),
    );

    out = mkdtempSync(path.join(tmpdir(), 'tenants-export-'));
    await runCommand(['export', '--out', out], { env: { ...suite.env, LOG_LEVEL: 'silent' }, print: (line) => printed.push(line) });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  it('writes the newsletter list, oldest consent first, with formulas defused', () => {
    expect(read('newsletter.csv')).toBe(
      '\uFEFF"Email","Source page","Consented at (UTC)"\r\n' +
        '"a@example.com","\'=HYPERLINK(""http://evil.example"",""Click"")","2026-11-22T09:01:00.000Z"\r\n' +
        '"b@example.com","/news","2026-11-22T09:02:00.000Z"\r\n',
    );
  });

  it('writes the broadcast and WhatsApp lists', () => {
    expect(read('broadcast.csv')).toBe(
      '\uFEFF"Email","Source page","Consented at (UTC)"\r\n"c@example.com","/community, card 1","2026-11-22T09:03:00.000Z"\r\n',
    );
    expect(read('whatsapp.csv')).toBe('\uFEFF"Phone","Source page","Consented at (UTC)"\r\n"07400123456","","2026-11-22T09:04:00.000Z"\r\n');
  });

  it('writes the members, oldest first, without any password data', () => {
    const csv = read('members.csv');
    expect(csv).toBe(
      '\uFEFF"First name","Last name","Email","Phone","Joined at (UTC)"\r\n' +
        '"Priya","Shah","priya@example.com","07400654321","2026-11-22T09:05:00.000Z"\r\n' +
        '"\'=Zed","Shah","zed@example.com","07400111222","2026-11-22T09:06:00.000Z"\r\n',
    );
    expect(csv).not.toMatch(/scrypt|password/i);
  });

  it('writes the enquiries with their answers in words', () => {
    expect(read('enquiries.csv')).toBe(
      '\uFEFF"Received at (UTC)","Service","Annual rent","Lease held in a Ltd company","Town / City","Business concerns","First name","Last name","Email","Phone","Wants news"\r\n' +
        '"2026-11-22T09:10:00.000Z","Corporate","£10,001 - £20,000","No","York","Rent review due, landlord silent","Priya","Shah","priya@example.com","07400654321","Yes"\r\n',
    );
  });

  it('writes every donation attempt, oldest first, with its outcome and no card data beyond brand and last four', () => {
    expect(read('donations.csv')).toBe(
      '\uFEFF"Received at (UTC)","Updated at (UTC)","Status","Amount (GBP)","First name","Surname","Email","Address line 1","Address line 2","Town / City","Postcode",' +
        '"Name on card","Card","Provider","Provider reference","Reason it failed","Donation reference"\r\n' +
        '"2026-11-22T09:07:00.000Z","2026-11-22T09:07:00.000Z","succeeded","25.00","Priya","Shah","priya@example.com","12 High Street","Flat 3, Stonegate","York","YO1 7HH",' +
        '"Priya Shah","Visa ending 4242","local","local_a","","d0000000-0000-4000-8000-000000000001"\r\n' +
        '"2026-11-22T09:08:00.000Z","2026-11-22T09:09:00.000Z","failed","50.00","Sam","Shah","sam@example.com","12 High Street","","York","YO1 7HH",' +
        '"Priya Shah","Card ending 0002","local","local_b","Your card was declined.","d0000000-0000-4000-8000-000000000002"\r\n',
    );
  });

  it('keeps the files private to the person who ran it, and says what it wrote', () => {
    expect(statSync(path.join(out, 'newsletter.csv')).mode & 0o777).toBe(0o600);
    const summary = printed[printed.length - 1];
    expect(summary).toMatch(new RegExp(`^Exported to ${out}: `));
    for (const file of [
      'newsletter.csv (2 rows)',
      'broadcast.csv (1 row)',
      'whatsapp.csv (1 row)',
      'members.csv (2 rows)',
      'enquiries.csv (1 row)',
      'donations.csv (2 rows)',
    ]) {
      expect(summary).toContain(file);
    }
  });

  it('refuses an export without --out, and an unknown command, with the usage', async () => {
    await expect(runCommand(['export'], { env: suite.env })).rejects.toThrow(/export needs --out DIR\nUsage: node dist\/cli\.js <command>/);
    await expect(runCommand(['publish'], { env: suite.env })).rejects.toThrow(/^Usage: node dist\/cli\.js <command>/);
  });
});
