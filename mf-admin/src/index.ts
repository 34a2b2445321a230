// Standalone development entry; the async boundary lets the federation runtime set up shared modules.
import('./app/standalone');
