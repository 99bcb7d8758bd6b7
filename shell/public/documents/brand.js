// Fills in the brand from the run-time config (/config.json), so these static documents name the product
// and contact address of the deployment they are served from. The defaults in the HTML stay if it fails.
(function () {
  fetch('/config.json', { cache: 'no-cache' })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (config) {
      var brand = config && config.brand;
      if (!brand) return;
      document.querySelectorAll('[data-brand="product"]').forEach(function (el) {
        el.textContent = brand.product;
      });
      document.querySelectorAll('[data-brand="email"]').forEach(function (el) {
        el.textContent = brand.email;
        if (el.tagName === 'A') el.setAttribute('href', 'mailto:' + brand.email);
      });
      document.title = document.title.split(' | ')[0] + ' | ' + brand.product;
    })
    .catch(function () {
      /* keep the defaults */
    });
})();
