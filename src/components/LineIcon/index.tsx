import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Small line drawings (24×24, stroke = currentColor) that stand in for the screenshots of
 * the previous site: they cost no request and never go stale. They are decorative: the
 * text next to them says everything, so they are hidden from assistive technology.
 */
const SHAPES = {
  code: (
    <>
      <polyline points="8 7 3 12 8 17" />
      <polyline points="16 7 21 12 16 17" />
      <line x1="14" y1="4" x2="10" y2="20" />
    </>
  ),
  rollback: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <polyline points="4 3 4 8 9 8" />
      <polyline points="12 8 12 12 15 14" />
    </>
  ),
  environments: (
    <>
      <polygon points="12 3 21 8 12 13 3 8" />
      <polyline points="3 12 12 17 21 12" />
      <polyline points="3 16 12 21 21 16" />
    </>
  ),
  integrations: (
    <>
      <path d="M9 3v5M15 3v5" />
      <path d="M6 8h12v3a6 6 0 0 1-12 0z" />
      <path d="M12 17v4" />
    </>
  ),
  clusters: (
    <>
      <circle cx="6" cy="7" r="3" />
      <circle cx="18" cy="7" r="3" />
      <circle cx="12" cy="17" r="3" />
      <path d="M8.5 9l2 5.5M15.5 9l-2 5.5M9 7h6" />
    </>
  ),
  takeover: (
    <>
      <rect x="11" y="4" width="10" height="16" rx="2" />
      <polyline points="3 12 11 12" />
      <polyline points="7 8 11 12 7 16" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2a5 5 0 0 1 5 5" />
    </>
  ),
  topology: (
    <>
      <rect x="3" y="3" width="6" height="6" rx="1" />
      <rect x="15" y="3" width="6" height="6" rx="1" />
      <rect x="9" y="15" width="6" height="6" rx="1" />
      <path d="M9 6h6M6 9v3h6v3M18 9v3h-6" />
    </>
  ),
  chart: (
    <>
      <polyline points="3 3 3 21 21 21" />
      <polyline points="6 16 10 11 14 14 20 6" />
    </>
  ),
  mesh: (
    <>
      <circle cx="5" cy="5" r="2" />
      <circle cx="19" cy="5" r="2" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="19" cy="19" r="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 6.5l3.8 3.8M17.5 6.5l-3.8 3.8M6.5 17.5l3.8-3.8M17.5 17.5l-3.8-3.8M7 5h10M7 19h10" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <polyline points="8.5 12 11 14.5 15.5 9.5" />
    </>
  ),
  migrate: (
    <>
      <rect x="2" y="7" width="7" height="10" rx="1" />
      <rect x="15" y="7" width="7" height="10" rx="1" />
      <path d="M10 12h4" />
      <polyline points="12 10 14 12 12 14" />
    </>
  ),
  chip: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" />
      <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
  gateway: (
    <>
      <path d="M3 12h6" />
      <path d="M9 12l4-6h8M9 12l4 6h8M13 12h8" />
      <polyline points="18 3 21 6 18 9" />
      <polyline points="18 15 21 18 18 21" />
    </>
  ),
  scale: (
    <>
      <rect x="8" y="8" width="8" height="8" rx="1" />
      <polyline points="3 7 3 3 7 3" />
      <polyline points="17 3 21 3 21 7" />
      <polyline points="21 17 21 21 17 21" />
      <polyline points="7 21 3 21 3 17" />
    </>
  ),
  terminal: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <polyline points="6 9 9 12 6 15" />
      <line x1="12" y1="15" x2="17" y2="15" />
    </>
  ),
  logs: (
    <>
      <path d="M6 2h9l4 4v16H6z" />
      <path d="M9 10h7M9 14h7M9 18h4" />
    </>
  ),
  store: (
    <>
      <path d="M4 8h16l-1.5 12h-13z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  package: (
    <>
      <polygon points="12 2 21 7 21 17 12 22 3 17 3 7" />
      <polyline points="3 7 12 12 21 7" />
      <line x1="12" y1="12" x2="12" y2="22" />
    </>
  ),
  offline: (
    <>
      <path d="M7 18h10a4 4 0 0 0 .7-7.9A6 6 0 0 0 6.3 9 4.5 4.5 0 0 0 7 18z" />
      <line x1="3" y1="3" x2="21" y2="21" />
    </>
  ),
  upgrade: (
    <>
      <circle cx="12" cy="12" r="9" />
      <polyline points="8 12 12 8 16 12" />
      <line x1="12" y1="8" x2="12" y2="17" />
    </>
  ),
  star: <polygon points="12 3 14.8 8.8 21 9.6 16.5 14 17.6 20.2 12 17.2 6.4 20.2 7.5 14 3 9.6 9.2 8.8" />,
  cloud: <path d="M7 19h10a4.5 4.5 0 0 0 .8-8.9A6 6 0 0 0 6.3 10 4.5 4.5 0 0 0 7 19z" />,
  wrench: <path d="M14.5 4a5 5 0 0 0-4.7 6.6L3 17.4 6.6 21l6.8-6.8A5 5 0 0 0 20 9.5l-3 3-3.5-1-1-3.5 3-3A5 5 0 0 0 14.5 4z" />,
  coin: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 7l3 4 3-4M8.5 12h7M8.5 15h7M12 11v7" />
    </>
  ),
} as const;

export type LineIconName = keyof typeof SHAPES;

export default function LineIcon({name, size = 24, className}: {name: LineIconName; size?: number; className?: string}): ReactNode {
  return (
    <svg
      className={clsx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
