import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CallToAction from '@site/src/components/CallToAction';
import {DEMO_FORM_URL} from '@site/src/data/links';

/** After the scenes: try it yourself, or ask for a demo of your own scene. */
export default function NextSteps(): ReactNode {
  return (
    <CallToAction
      id="usescene-next"
      title={<Translate id="usescene.next.title">Try your own scene</Translate>}
      text={
        <Translate id="usescene.next.text">
          Install Rainbond on one machine and follow the getting-started guide, or book a demo and walk through your case with the Rainbond team.
        </Translate>
      }>
      <Link className="button button--primary" to="/docs/quick-start/getting-started">
        <Translate id="usescene.next.start">Get started</Translate>
      </Link>
      <Link className="button button--outline button--primary" href={DEMO_FORM_URL}>
        <Translate id="usescene.next.demo">Book a demo</Translate>
      </Link>
    </CallToAction>
  );
}
