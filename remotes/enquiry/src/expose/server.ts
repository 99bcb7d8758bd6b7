import Page from './page';

/**
 * The enquiry remote's server build (webpack.server.js): the same page as './Page'. The server draws the
 * whole page, the wizard at its first step with nothing given (it has neither the visitor's stored answers
 * nor the history entry's step); the browser hydrates that, then switches to a stored step and answers
 * (a reload) in the wizard's box, which keeps its size (enquiry-wizard.css).
 */
export default Page;
