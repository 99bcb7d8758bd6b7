import type { Brand, RuntimeConfig } from './brand';

export const defaultBrand: Brand = {
  product: 'Commercial Tenants Alliance',
  email: 'support@tenants.example',
  social: {
    facebook: 'https://www.facebook.com/commercialtenantsalliance',
    twitter: 'https://twitter.com/ctalliance',
    instagram: 'https://www.instagram.com/commercialtenantsalliance',
    linkedin: 'https://www.linkedin.com/company/commercial-tenants-alliance',
  },
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '',
  registryUrl: '/remotes.json',
  brand: defaultBrand,
};
