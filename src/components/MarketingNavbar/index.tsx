import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchBar from '@theme/SearchBar';
import {isGroup, marketingNav, quickStartLink, type NavGroup, type NavLink} from '@site/src/data/nav';
import styles from './styles.module.css';

/** Infima's desktop breakpoint: the same width at which the themed navbar switches. */
const DESKTOP_QUERY = '(min-width: 997px)';

// React warns about useLayoutEffect when rendering on the server, where it could not run anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function NavItemLink({item, onNavigate}: {item: NavLink; onNavigate?: () => void}): ReactNode {
  const external = Boolean(item.href);
  return (
    <Link
      className={styles.link}
      {...(external ? {href: item.href} : {to: item.to})}
      onClick={onNavigate}>
      {item.label()}
    </Link>
  );
}

/**
 * A disclosure menu (button + list of links), the pattern WAI recommends for site
 * navigation: opens on click, Enter or Space; Escape closes it and returns focus to its
 * button; it closes when focus or a click goes elsewhere.
 */
function DesktopGroup({group}: {group: NavGroup}): ReactNode {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Until hydration the CSS shows a menu while the pointer or focus is in its group (see
  // styles.module.css). A menu shown that way stays open when React takes over ("carried"),
  // and the next click on its button keeps it open instead of toggling it shut: that click is
  // either React replaying the click that opened it, or the reader clicking a menu they
  // already see. A menu carried by the pointer alone closes when the pointer leaves.
  // A layout effect, so the state is set before React replays a click made during hydration.
  const carried = useRef(false);
  useBrowserLayoutEffect(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true' && rootRef.current?.matches(':hover, :focus-within')) {
      carried.current = true;
      setOpen(true);
    }
  }, []);

  const close = useCallback(() => {
    carried.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  return (
    <li
      ref={rootRef}
      className={styles.group}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}
      onPointerLeave={() => {
        if (carried.current && !rootRef.current?.contains(document.activeElement)) {
          close();
        }
      }}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.groupButton}
        data-early-tap=""
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (carried.current) {
            carried.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}>
        {group.label()}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {group.items
          .filter((item) => !item.mobileOnly)
          .map((item) => (
            <li key={item.to ?? item.href}>
              <NavItemLink item={item} onNavigate={close} />
            </li>
          ))}
      </ul>
    </li>
  );
}

function MobileMenu({id, onClose}: {id: string; onClose: () => void}): ReactNode {
  return (
    <div id={id} className={styles.mobileMenu}>
      <ul className={styles.mobileList}>
        {marketingNav.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.id}>
              <span className={styles.mobileHeading}>{entry.label()}</span>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.to ?? item.href}>
                    <NavItemLink item={item} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to ?? entry.href}>
              <NavItemLink item={entry} onNavigate={onClose} />
            </li>
          ),
        )}
        <li className={styles.mobileLocales}>
          <ul className="menu__list">
            <LocaleDropdownNavbarItem mobile items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />
          </ul>
        </li>
      </ul>
    </div>
  );
}

/**
 * The top bar of marketing pages (home, features, cases, use scenes, store, legal).
 * Docs-like pages use the framework's navbar instead; see src/lib/chrome.ts.
 */
export default function MarketingNavbar(): ReactNode {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const {pathname} = useLocation();
  const close = useCallback(() => setMobileOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A menu opened on a narrow window must not stay open once the window is desktop-wide.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setMobileOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(close, [pathname, close]);

  return (
    <nav
      className={clsx('marketing-navbar', styles.bar)}
      aria-label={translate({id: 'nav.marketing.label', message: 'Main'})}
      onKeyDown={(event) => {
        // Escape closes the open mobile menu from anywhere inside it, like the dropdowns.
        if (event.key === 'Escape' && mobileOpen) {
          setMobileOpen(false);
          toggleRef.current?.focus();
        }
      }}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/img/logo.svg" alt="" width={32} height={32} />
          <span>Rainbond</span>
        </Link>
        <ul className={styles.desktopList}>
          {marketingNav.map((entry) =>
            isGroup(entry) ? (
              <DesktopGroup key={entry.id} group={entry} />
            ) : (
              <li key={entry.to ?? entry.href}>
                <NavItemLink item={entry} />
              </li>
            ),
          )}
        </ul>
        <div className={styles.end}>
          <SearchBar />
          <Link className={clsx('button button--primary button--sm', styles.cta)} to={quickStartLink.to}>
            {quickStartLink.label()}
          </Link>
          <div className={styles.desktopOnly}>
            <LocaleDropdownNavbarItem items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            data-early-tap=""
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={translate({id: 'nav.marketing.toggle', message: 'Toggle navigation menu'})}
            onClick={() => setMobileOpen((value) => !value)}>
            <span className={styles.toggleBars} aria-hidden="true" />
          </button>
        </div>
      </div>
      {mobileOpen && <MobileMenu id={mobileMenuId} onClose={close} />}
    </nav>
  );
}
