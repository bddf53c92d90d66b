// The inline script after the site menu (site-menu.tsx imports it built: `plain-menu.script.ts?inline-script`).
import { openPlainMenuOnTap } from "./plain-menu";

openPlainMenuOnTap(document);
