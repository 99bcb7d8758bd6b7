// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
// (The site server's pages ask for this file once they are painted: api/src/site/start-script.ts.)
import('./bootstrap');
