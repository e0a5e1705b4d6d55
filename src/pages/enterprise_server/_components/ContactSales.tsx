import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CallToAction from '@site/src/components/CallToAction';
import {CONTACT_FORM_URL, DEMO_FORM_URL} from '@site/src/data/links';

/** The way to the Rainbond team for the Enterprise Edition. */
export default function ContactSales(): ReactNode {
  return (
    <CallToAction
      id="editions-contact"
      title={<Translate id="editions.contact.title">Not sure which edition fits?</Translate>}
      text={
        <Translate id="editions.contact.text">
          Tell the Rainbond team about your environment and plans, or book a demo to see the Enterprise Edition running. Both forms open on Feishu.
        </Translate>
      }>
      <Link className="button button--primary" href={CONTACT_FORM_URL}>
        <Translate id="editions.contact.inquiry">Business inquiry</Translate>
      </Link>
      <Link className="button button--outline button--primary" href={DEMO_FORM_URL}>
        <Translate id="editions.contact.demo">Book a demo</Translate>
      </Link>
    </CallToAction>
  );
}
