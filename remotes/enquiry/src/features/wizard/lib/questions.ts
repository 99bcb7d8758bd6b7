/** Choice steps move on by themselves this long after an option is picked (docs/product/enquiry.md). */
export const autoAdvanceMs = 500;
