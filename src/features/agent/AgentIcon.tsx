import type { ReactNode } from 'react';

/** The agent page's line icons, drawn for this site (24×24, stroked in the text's colour). */
const PATHS: Record<string, ReactNode> = {
  share: <path d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 10.7l6.8-3.4M8.6 13.3l6.8 3.4" />,
  play: <path d="M4 8h16v10H4zM8 13h3M9.5 11.5v3M15 12.5h.01M17 14.5h.01M9 8l1-3h4l1 3" />,
  earn: <path d="M12 3v18M16.5 7.5C16 5.8 14.3 5 12 5c-2.8 0-4.5 1.3-4.5 3.2 0 4.3 9 2.3 9 6.8 0 2-1.9 3.5-4.5 3.5-2.5 0-4.3-.9-4.8-2.8" />,
  invitees: <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 19a5.5 5.5 0 0 1 11 0M16 11a3 3 0 1 0 0-6M18 19a5.5 5.5 0 0 0-3-4.9" />,
  active: <path d="M3 12h4l3-7 4 14 3-7h4" />,
  bets: <path d="M4 19V9M10 19V5M16 19v-7M22 19H2" />,
  rebate: <path d="M12 8c-3.9 0-7-1.3-7-3s3.1-3 7-3 7 1.3 7 3-3.1 3-7 3ZM5 5v5c0 1.7 3.1 3 7 3s7-1.3 7-3V5M5 10v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5M5 15v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4" />,
  telegram: <path d="M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6" />,
  wechat: <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 17l3-1.6c.6.2 1.3.3 2 .3M15 9c-3.6 0-6.5 2.3-6.5 5.2S11.4 19.4 15 19.4c.6 0 1.2-.1 1.8-.2L19.5 21 19 18.3c1.8-1 3-2.6 3-4.1C22 11.3 18.6 9 15 9Z" />,
  qq: <path d="M12 3c-3 0-5 2.5-5 6v2l-2 4c0 1 1 1 2 0 .5 2 2 3 2 3l-2 1c0 1 2 1 5 1s5 0 5-1l-2-1s1.5-1 2-3c1 1 2 1 2 0l-2-4V9c0-3.5-2-6-5-6Z" />,
  email: <path d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  skype: <path d="M12 4a8 8 0 0 1 8 8 4 4 0 0 1-4 8 8 8 0 0 1-8-8 4 4 0 0 1 4-8ZM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2 0 3 6 1.5 6 4.2 0 1.1-1.3 1.8-3 1.8-1.5 0-2.6-.6-3-1.6" />,
  whatsapp: <path d="M4 20l1.3-4A8 8 0 1 1 8 19ZM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2Z" />,
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" />,
};

export function AgentIcon({ name }: { name: string }) {
  return (
    <svg className="agent-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name] ?? PATHS.share}
    </svg>
  );
}
