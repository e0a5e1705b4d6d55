import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import ButtonRow from '@site/src/components/ButtonRow';
import InstallCommand from '@site/src/components/InstallCommand';
import {CONSOLE_PORT, installOptions} from '@site/src/data/install';
import styles from './QuickInstall.module.css';

/** Requirements, the two install commands with copy buttons, and what to do next. */
export default function QuickInstall(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-install">
      <div className="container">
        <h2 id="home-install" className={styles.title}>
          <Translate id="home.install.title">Install in five minutes</Translate>
        </h2>
        <p className={styles.intro}>
          <Translate id="home.install.intro">
            All you need is one machine with Docker installed (Docker Desktop on Windows and macOS). Rainbond runs inside a single container; ports 80, 443, 6060 and 7070 must be free.
          </Translate>
        </p>
        <p className={styles.platforms}>
          <Translate id="home.install.platforms">
            Supported: Linux (x86_64 and Arm64), macOS (Intel and Apple silicon) and Windows (x86_64).
          </Translate>
        </p>
        <div className={styles.commands}>
          {installOptions.map((option) => (
            <InstallCommand key={option.id} platform={option.platform()} shell={option.shell} command={option.command} />
          ))}
        </div>
        <ol className={styles.steps}>
          <li>
            <Translate id="home.install.step1">
              Run the command for your system. The script asks for the IP address on which users will reach the console.
            </Translate>
          </li>
          <li>
            <Translate id="home.install.step2">Wait 3 to 5 minutes while the images are pulled and the platform starts.</Translate>
          </li>
          <li>
            <Translate
              id="home.install.step3"
              values={{url: <code>{`http://<your-IP>:${CONSOLE_PORT}`}</code>}}>
              {'Open {url} in a browser: this is the Rainbond console.'}
            </Translate>
          </li>
        </ol>
        <ButtonRow>
          <Link className="button button--primary" to="/docs/quick-start/getting-started">
            <Translate id="home.install.gettingStarted">Deploy your first app in 30 minutes</Translate>
          </Link>
          <Link className="button button--secondary" to="/docs/installation/install-with-helm">
            <Translate id="home.install.helm">Install on an existing Kubernetes cluster</Translate>
          </Link>
        </ButtonRow>
      </div>
    </section>
  );
}
