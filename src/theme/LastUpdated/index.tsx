import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {isPersonAuthor} from '@site/src/lib/gitAuthor';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * "Last updated on <date> by <author>" names the author only when the author is a person;
 * for an automated or shared git identity (src/lib/gitAuthor.ts) the line gives the date alone.
 */
export default function LastUpdatedWrapper({lastUpdatedBy, ...props}: Props): ReactNode {
  return <LastUpdated {...props} lastUpdatedBy={isPersonAuthor(lastUpdatedBy) ? lastUpdatedBy : undefined} />;
}
