/** The menu button's and the plain (server-rendered) menu's ids, shared by the component and its early script. */
export const MENU_BUTTON_ID = "site-menu-button";
export const PLAIN_MENU_ID = "site-menu-plain";
/** Set on the menu button once React has hydrated it: from then on the tap opens the drawer. */
export const MENU_HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Before the page's code has run (a slow phone), a tap on the menu button shows or hides the plain server-rendered
 * menu at once; once React has hydrated the button, the tap is React's (it opens the drawer). Runs as an inline
 * script right after the button and the menu (plain-menu.script.ts).
 */
export function openPlainMenuOnTap(page: Pick<Document, "getElementById">): void {
  const button = page.getElementById(MENU_BUTTON_ID);
  const menu = page.getElementById(PLAIN_MENU_ID);
  if (!button || !menu) return;
  button.addEventListener("click", () => {
    if (button.hasAttribute(MENU_HYDRATED_ATTRIBUTE)) return;
    menu.hidden = !menu.hidden;
    button.setAttribute("aria-expanded", String(!menu.hidden));
  });
}
