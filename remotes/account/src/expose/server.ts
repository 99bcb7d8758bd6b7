import Page from './page';

/**
 * The account remote's server build (webpack.server.js): the same screens as './Page', drawn as a visitor
 * who is not logged in sees them. Their fields are read-only and the submit buttons disabled until the page
 * is live (the kit's TextField and Button), so nothing typed before then is lost or sent; a stored token is
 * checked once the browser runs the screen.
 */
export default Page;
