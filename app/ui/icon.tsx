import type { CSSProperties } from "react";

/**
 * One of the site's single-colour icons (public/art/icons), drawn in the current text colour through a CSS
 * mask, so it follows hover and contrast colours. Decorative: name the control, not the icon.
 */
export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const style = { "--icon": `url(/art/icons/${name}.svg)`, width: size, height: size } as CSSProperties;
  return <span aria-hidden="true" className={className ? `icon-mask ${className}` : "icon-mask"} style={style} />;
}
