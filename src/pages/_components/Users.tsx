import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {customers} from '@site/src/data/home';
import styles from './Users.module.css';

/** Who runs Rainbond, as a list of names (those with a case study link to it). */
export default function Users(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-users">
      <div className="container">
        <h2 id="home-users" className={styles.title}>
          <Translate id="home.users.title">Who runs Rainbond</Translate>
        </h2>
        <p className={styles.intro}>
          <Translate id="home.users.intro">
            More than 5,000 production users, from manufacturers and software vendors to city governments, including:
          </Translate>
        </p>
        <ul className={styles.names}>
          {customers.map((customer) => (
            <li key={customer.id} className={styles.name}>
              {customer.to ? <Link to={customer.to}>{customer.name()}</Link> : customer.name()}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link className="button button--primary" to="/case">
            <Translate id="home.users.cases">Read the case studies</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
