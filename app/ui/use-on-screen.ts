import { useEffect, useState, type RefObject } from "react";

/**
 * Whether an element is near the screen (within 300 px, and stays true once it was) and whether it is on it now.
 * Carousels start Embla only when near: measuring every slide costs about 60 ms on a phone, which would
 * otherwise land in the page's first seconds for a carousel the visitor may never scroll to.
 */
export function useOnScreen(ref: RefObject<HTMLElement | null>): { near: boolean; visible: boolean } {
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setNear(true);
      setVisible(true);
      return;
    }
    const nearby = new IntersectionObserver(([entry]) => entry.isIntersecting && setNear(true), {
      rootMargin: "300px 0px",
    });
    const onScreen = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    nearby.observe(el);
    onScreen.observe(el);
    return () => {
      nearby.disconnect();
      onScreen.disconnect();
    };
  }, [ref]);
  return { near, visible };
}
