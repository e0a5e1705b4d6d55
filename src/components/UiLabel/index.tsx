import React, {type ReactNode} from 'react';

type Props = {readonly children: string};

/**
 * A label of the Rainbond console, written as the console shows it in the page's language
 * (`<Ui>Create Component</Ui>` in MDX, registered in src/theme/MDXComponents.tsx). The element
 * marks what is a label, so the upstream check can compare every one with the console's locale
 * strings of the release the page documents; readers see it in bold, as the writing guide asks.
 */
export default function UiLabel({children}: Props): ReactNode {
  return <b data-ui-label="">{children}</b>;
}
