import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useThemedChrome} from '@site/src/lib/useThemedChrome';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** The marketing bar is fixed, so content under it starts 6rem lower. */
export default function LayoutWrapper(props: Props): ReactNode {
  const marketing = !useThemedChrome();
  return (
    <Layout
      {...props}
      wrapperClassName={clsx(props.wrapperClassName, marketing && styles.marketingMain)}
    />
  );
}
