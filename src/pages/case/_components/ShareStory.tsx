import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CallToAction from '@site/src/components/CallToAction';
import {CONTACT_FORM_URL} from '@site/src/data/links';

/** Invites users to tell their own story. */
export default function ShareStory(): ReactNode {
  return (
    <CallToAction
      id="case-share"
      title={<Translate id="case.share.title">Running Rainbond in production?</Translate>}
      text={
        <Translate id="case.share.text">
          Tell us how you use it. Your story helps other teams decide, and we will write it up with you.
        </Translate>
      }>
      <Link className="button button--primary" href={CONTACT_FORM_URL}>
        <Translate id="case.share.contact">Contact us</Translate>
      </Link>
    </CallToAction>
  );
}
