import './Avatar.css';

/** The member's photo, or a drawn silhouette when there is none. */
export function Avatar({ src, size = 36 }: { src: string | null; size?: number }) {
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <svg className="avatar avatar--default" width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="18" />
      <circle cx="18" cy="14" r="6.5" fill="#fff" opacity=".92" />
      <path d="M6.5 30.5c2.2-5.2 6.4-8 11.5-8s9.3 2.8 11.5 8A17.9 17.9 0 0 1 18 36a17.9 17.9 0 0 1-11.5-5.5z" fill="#fff" opacity=".92" />
    </svg>
  );
}
