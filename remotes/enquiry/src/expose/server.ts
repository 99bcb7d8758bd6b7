import Page from './page';

/**
 * The enquiry remote's server build (webpack.server.js): the same page as './Page'. The server draws the
 * page around the wizard; the wizard itself appears once the browser has read the visitor's stored answers
 * (it draws nothing before that, on the server as in the browser, so hydration meets the same page).
 */
export default Page;
