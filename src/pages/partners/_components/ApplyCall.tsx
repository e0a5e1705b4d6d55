import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CallToAction from '@site/src/components/CallToAction';
import {PARTNER_FORM_URL} from '@site/src/data/links';

export default function ApplyCall(): ReactNode {
  return (
    <CallToAction
      id="partners-apply"
      shaded={false}
      title={<Translate id="partners.apply.title">Put your project in front of Rainbond users</Translate>}
      text={
        <Translate id="partners.apply.text">
          Fill in the application form on Feishu and the Rainbond team will get back to you to plan the packaging and the announcement.
        </Translate>
      }>
      <Link className="button button--primary button--lg" href={PARTNER_FORM_URL}>
        <Translate id="partners.apply.button">Apply to become a partner</Translate>
      </Link>
    </CallToAction>
  );
}
