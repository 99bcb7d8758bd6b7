/** An amount in pence as a donor reads it: "£25", "£1,250", "£12.50". */
export const formatPence = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
