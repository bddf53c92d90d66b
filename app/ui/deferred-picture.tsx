import { useEffect, useRef, useState } from "react";
import { ResponsivePicture, type ResponsivePictureProps } from "./responsive-picture";
import styles from "./deferred-picture.module.css";

/** How close to the screen (CSS px, above and below) a deferred picture starts loading. */
export const DEFERRED_MARGIN_PX = 200;

/**
 * A picture below the fold that must not compete with what the page is for (issue 32: the watch page's video on a
 * phone). `loading="lazy"` is not enough: on a slow connection Chromium fetches lazy images up to 2,500 px below the
 * screen, so a list 1,155 px down loaded with the page and shared the link with the video before its first frame.
 * Here the server sends an empty box of the picture's size with the picture inside <noscript> (without scripts it
 * loads as before, lazily); with scripts the picture is rendered only once the box comes within
 * DEFERRED_MARGIN_PX of the screen. Takes ResponsivePicture's props; never for the largest paint.
 */
export function DeferredPicture(props: Omit<ResponsivePictureProps, "priority">) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${DEFERRED_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <ResponsivePicture {...props} />;
  return (
    <span ref={box} className={`${styles.box} ${props.className ?? ""}`} data-deferred-picture="">
      <noscript>
        <ResponsivePicture {...props} />
      </noscript>
    </span>
  );
}
