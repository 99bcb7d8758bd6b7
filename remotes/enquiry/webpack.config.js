const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    { name: 'enquiry', dir: __dirname, exposes: { './Page': './src/expose/page.tsx', './EnquiryForm': './src/expose/enquiry-form.tsx' } },
    argv,
  );
