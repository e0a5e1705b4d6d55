import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode {
  if (!values) {
    return message;
  }
  return message.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in values ? <React.Fragment key={index}>{values[key]}</React.Fragment> : part;
  });
}

export function translate({message}: {id?: string; message: string}, values?: Record<string, string>): string {
  return String(message).replace(/\{(\w+)\}/g, (whole, key: string) => values?.[key] ?? whole);
}

export default function Translate({children, values}: {id?: string; children: string; values?: Values}): ReactNode {
  return <>{interpolate(children, values)}</>;
}
