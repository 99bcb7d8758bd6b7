import Page from './page';

/**
 * The donation remote's server build (webpack.server.js): the same page as './Page'. The server draws the
 * page around the form; the form appears once the browser has read the stored amount and billing details
 * (it draws nothing before that, on the server as in the browser, so hydration meets the same page).
 */
export default Page;
