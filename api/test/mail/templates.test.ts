import { defaultBrand, messages } from '@tenants/shared/model';
import { mailTemplates } from '../../src/mail/product-emails';

const templates = mailTemplates({ brand: { ...defaultBrand, product: 'Tenants & Co' }, siteUrl: 'https://tenants.example' });

describe('mail templates', () => {
  it('password reset: a link to /reset-password carrying the token, in text and HTML', () => {
    const mail = templates.passwordReset({ firstname: 'Jo', token: 'tok+/=abc' });
    const link = 'https://tenants.example/reset-password?token=tok%2B%2F%3Dabc';
    expect(mail.subject).toBe('Reset your Tenants & Co password');
    expect(mail.text).toContain('Dear Jo,');
    expect(mail.text).toContain(`Reset your password: ${link}`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes what visitors typed, and carries the brand in both versions', () => {
    const mail = templates.enquiryReceipt({ firstname: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tenants &amp; Co');
    expect(mail.text).toContain('Dear <script>alert(1)</script>,');
    expect(mail.text).toContain('Tenants & Co\nhttps://tenants.example\nsupport@tenants.example');
    expect(mail.subject).toBe("We've Received Your Enquiry! – Tenants & Co");
  });

  it('enquiry notification: every answer of the seven steps, for the staff', () => {
    const mail = templates.enquiryNotification({
      type: 'Property',
      annual_rent: '£10,001 - £20,000',
      isLeaseHeld: 2,
      city: 'Leeds',
      comments: 'Rent review due; landlord wants +30%',
      firstname: 'Sam',
      lastname: 'Patel',
      email: 'sam@example.com',
      phone: '07400123456',
      isSubscribe: true,
    });
    expect(mail.subject).toBe('New enquiry: Property – Sam Patel');
    for (const line of [
      'Service: Property',
      'Annual rent: £10,001 - £20,000',
      'Lease held in a Ltd company: Unsure',
      'Town / City: Leeds',
      'Business concerns: Rent review due; landlord wants +30%',
      'Name: Sam Patel',
      'Email: sam@example.com',
      'Phone: 07400123456',
      'Wants event and industry news: Yes',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<dd style="margin:0 0 8px">Leeds</dd>');
  });

  it("donation receipt: the amount in pounds, the date, the reference, the card and the spec's thanks", () => {
    const mail = templates.donationReceipt({
      firstname: 'Ann',
      amountPence: 125_000,
      reference: 'DON-42',
      date: new Date('2026-11-22T10:00:00Z'),
      card: 'Visa ending 4242',
    });
    expect(mail.subject).toBe('Your donation to Tenants & Co');
    expect(mail.text).toContain(messages.donationThanks);
    expect(mail.text).toContain('Amount: £1,250');
    expect(mail.text).toContain('Date: 22 November 2026');
    expect(mail.text).toContain('Reference: DON-42');
    expect(mail.text).toContain('Paid with: Visa ending 4242');
    expect(mail.html).toContain('<dd style="margin:0 0 8px">£1,250</dd>');
  });

  it("donation receipt: pence when there are any, and the donor's name escaped in HTML", () => {
    const mail = templates.donationReceipt({
      firstname: '<b>Ann</b>',
      amountPence: 1250,
      reference: 'r',
      date: new Date('2026-01-02T00:30:00Z'),
      card: 'Card ending 0005',
    });
    expect(mail.text).toContain('Amount: £12.50');
    expect(mail.text).toContain('Date: 2 January 2026');
    expect(mail.html).toContain('Dear &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });
});
