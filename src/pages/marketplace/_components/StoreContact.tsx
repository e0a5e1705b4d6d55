import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CallToAction from '@site/src/components/CallToAction';
import {RAINSTORE_CONTACT_URL} from '@site/src/data/links';

export default function StoreContact(): ReactNode {
  return (
    <CallToAction
      id="marketplace-contact"
      size="medium"
      title={<Translate id="marketplace.contact.title">Contact us</Translate>}
      text={
        <Translate id="marketplace.contact.text">
          Planning an app store for your industry or your company? Tell the Rainstore team what you want to sell or deliver; the form opens on Feishu.
        </Translate>
      }>
      <Link className="button button--primary button--lg" href={RAINSTORE_CONTACT_URL}>
        <Translate id="marketplace.contact.button">Business inquiry</Translate>
      </Link>
    </CallToAction>
  );
}
