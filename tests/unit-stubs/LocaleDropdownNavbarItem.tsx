import React from 'react';

export default function LocaleDropdownNavbarItem({mobile}: {mobile?: boolean}) {
  return <a href="/zh/">{mobile ? '简体中文 (menu)' : '简体中文'}</a>;
}
