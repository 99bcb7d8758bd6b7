// Standalone harness entry; the async boundary lets federation negotiate shared singletons first.
import('./bootstrap');
