/* global document, MittiCatalog */
// The partner's few lines: show the Mitti Studio catalogue and hear about Add to Cart.
MittiCatalog.mount(document.getElementById('mitti-shop'), {
  apiBaseUrl: 'http://localhost:4000',
  shopUrl: 'http://localhost:3000',
  limit: 8,
  filters: true,
  onAddToCart: function (product) {
    document.getElementById('last-added').textContent = product.name;
  },
});
