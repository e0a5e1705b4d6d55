import React, {type ComponentProps} from 'react';

export default function Link({to, href, ...rest}: ComponentProps<'a'> & {to?: string}) {
  return <a href={to ?? href} {...rest} />;
}
