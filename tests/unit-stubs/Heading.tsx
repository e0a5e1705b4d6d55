import React, {type ComponentProps} from 'react';

type Props = ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stand-in for the theme Heading: the plain heading element. */
export default function Heading({as: Tag, ...props}: Props) {
  return <Tag {...props} />;
}
