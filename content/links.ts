// Fixed off-site destinations the page frame links to (each passes the parental gate, DESIGN §4.17).

/** The brand's contact address in the footer. */
export const CONTACT_EMAIL = "hello@poli-rescue.example";

/** The licensed theme park's site, which the home page's banner promotes (placeholder until the brand gives the real address). */
export const THEME_PARK_URL = "https://park.poli-rescue.example/";
