export * from './common';
export * from './health';
export * from './subscribe';
export * from './validate';
export * from './enquiry';
export * from './account';
export * from './donation';
export * from './articles';
