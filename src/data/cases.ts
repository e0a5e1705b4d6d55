import {translate} from '@docusaurus/Translate';

/**
 * The ten case studies. The articles themselves are MDX pages at /case/<slug>; this list
 * only carries what the cards show: customer, industry and one line with the headline fact.
 */
export interface CaseStudy {
  readonly slug: string;
  readonly customer: () => string;
  readonly industry: () => string;
  readonly summary: () => string;
}

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'boe',
    customer: () => translate({id: 'case.boe.customer', message: 'BOE'}),
    industry: () => translate({id: 'case.boe.industry', message: 'IoT and display manufacturing'}),
    summary: () =>
      translate({
        id: 'case.boe.summary',
        message: 'An IoT product cloud of 30 industry systems and about 200 components, spread over an on-premises data center and Alibaba Cloud ACK.',
      }),
  },
  {
    slug: 'szsd',
    customer: () => translate({id: 'case.szsd.customer', message: 'Shanxi Shuzhi Shidai'}),
    industry: () => translate({id: 'case.szsd.industry', message: 'Smart tourism'}),
    summary: () =>
      translate({
        id: 'case.szsd.summary',
        message: 'A smart-tourism company founded in 2018 that has run its scenic-area platforms on Rainbond since August 2022.',
      }),
  },
  {
    slug: 'talkweb',
    customer: () => translate({id: 'case.talkweb.customer', message: 'Talkweb'}),
    industry: () => translate({id: 'case.talkweb.industry', message: 'IT solutions (listed company)'}),
    summary: () =>
      translate({
        id: 'case.talkweb.summary',
        message: 'A listed IT solutions provider with 4,000+ staff, serving 1,500+ government and enterprise clients across 31 provinces.',
      }),
  },
  {
    slug: 'penghai',
    customer: () => translate({id: 'case.penghai.customer', message: 'Penghai Software'}),
    industry: () => translate({id: 'case.penghai.industry', message: 'Industrial internet software'}),
    summary: () =>
      translate({
        id: 'case.penghai.summary',
        message: 'Twice the R&D efficiency for a vendor whose MES, WMS and SCADA projects each run 20 to 50 components.',
      }),
  },
  {
    slug: 'zhjl',
    customer: () => translate({id: 'case.zhjl.customer', message: 'Smart Julu'}),
    industry: () => translate({id: 'case.zhjl.industry', message: 'Smart city'}),
    summary: () =>
      translate({
        id: 'case.zhjl.summary',
        message: 'A county runs 30+ smart-city applications from 10+ vendors on two Rainbond clusters.',
      }),
  },
  {
    slug: 'xybigdata',
    customer: () => translate({id: 'case.xybigdata.customer', message: 'Xianyang Big Data Administration'}),
    industry: () => translate({id: 'case.xybigdata.industry', message: 'Government big data'}),
    summary: () =>
      translate({
        id: 'case.xybigdata.summary',
        message: '100+ city applications and 500+ components on three clusters; one system registered 1.3 million people in three days.',
      }),
  },
  {
    slug: 'csgApp',
    customer: () => translate({id: 'case.csgApp.customer', message: 'Zhengguan Yizhi Technology'}),
    industry: () => translate({id: 'case.csgApp.industry', message: 'Consumer app'}),
    summary: () =>
      translate({
        id: 'case.csgApp.summary',
        message: 'A digital library app with 15 million registered users and 2 million+ books, running about 50 microservices.',
      }),
  },
  {
    slug: 'diningroom',
    customer: () => translate({id: 'case.diningroom.customer', message: 'A restaurant chain'}),
    industry: () => translate({id: 'case.diningroom.industry', message: 'Catering'}),
    summary: () =>
      translate({
        id: 'case.diningroom.summary',
        message: 'A chain of 10,000+ restaurants put its logistics ordering platform live in one month instead of three.',
      }),
  },
  {
    slug: 'kgdata',
    customer: () => translate({id: 'case.kgdata.customer', message: 'Keji Data'}),
    industry: () => translate({id: 'case.kgdata.industry', message: 'Knowledge graphs and AI'}),
    summary: () =>
      translate({
        id: 'case.kgdata.summary',
        message: 'Offline delivery shrank from a week on site with a team to one hour for a single engineer.',
      }),
  },
  {
    slug: 'cjzk',
    customer: () => translate({id: 'case.cjzk.customer', message: 'Chengjian Zhikong'}),
    industry: () => translate({id: 'case.cjzk.industry', message: 'Rail transit and digital city'}),
    summary: () =>
      translate({
        id: 'case.cjzk.summary',
        message: 'From deploying JAR files by hand to automated continuous integration and delivery.',
      }),
  },
];
