/** The enquiry page's hero, which the thank-you page shows first (docs/product/enquiry.md: "the original heading"). */
export const enquiryHeading = {
  eyebrow: 'Enquire',
  title: 'Make An Enquiry',
  intro: 'Tell us about your premises and your concerns, and the right specialist will get back to you.',
};
