import type { Contract } from '@exchange/domain';
import { apiConfig, type ApiConfig } from '../config.ts';
import { sessionStorageKey } from '../session/storageKeys.ts';
import { firstPages, type FirstRead } from './firstPages.ts';
import { pathPattern } from './pathPattern.ts';

// The script index.html starts the first page's server calls with (the app's root firstReads.ts writes it
// in; api/firstReads.ts takes them). This module and what it imports import nothing else of the app: the
// build's configuration loads it.

/** Where the page's origin goes in a base address the build does not know (the APIs' default, apiConfig). */
const originPlaceholder = '{origin}';

/** One read as the page's script starts it: its address (query values may name the path's parameters). */
export interface ScriptRead {
  readonly url: string;
  readonly query: Readonly<Record<string, string>>;
}

export interface PageReads {
  /** Regular expression sources with a named group per path parameter, tested against `location.pathname`. */
  readonly patterns: readonly string[];
  readonly reads: readonly ScriptRead[];
}

/** A first page's reads as addresses on the configured APIs. */
export function scriptReads(reads: readonly FirstRead[], apis: ApiConfig, contract: Contract): ScriptRead[] {
  return reads.map(({ call, query = {} }) => {
    const endpoint = contract[call];
    if (endpoint.method !== 'GET') throw new Error(`${call} is not a read: a first page may start only GETs`);
    return { url: `${apis[endpoint.api]}/${endpoint.path}`, query };
  });
}

/**
 * The script that starts, while the page is parsed, the server calls of the signed-in player's first page,
 * with the stored session's token, and leaves them for the app (src/api/firstReads.ts): its loaders ask for
 * them once the scripts have downloaded and run, on a phone's network seconds later, and the answers are
 * then already there. Nothing starts without a stored session: the layout's loader sends such a visitor to
 * the login page. The query's parameters go in sorted, as the app compares addresses.
 */
export function firstReadsScript(pages: readonly PageReads[]): string {
  const token = JSON.stringify(sessionStorageKey('player', 'token'));
  const refreshToken = JSON.stringify(sessionStorageKey('player', 'refreshToken'));
  return `(function(){var r=${JSON.stringify(pages)},t=localStorage.getItem(${token});if(!t||!localStorage.getItem(${refreshToken}))return;for(var i=0;i<r.length;i++)for(var j=0;j<r[i].patterns.length;j++){var m=new RegExp(r[i].patterns[j]).exec(location.pathname);if(m)return start(r[i].reads,m.groups||{})}function start(reads,params){var started=[];reads.forEach(function(read){var u=new URL(read.url.split(${JSON.stringify(originPlaceholder)}).join(location.origin)),q=read.query,k=Object.keys(q).sort(),ok=true;k.forEach(function(n){var v=q[n].charAt(0)===":"?params[q[n].slice(1)]:q[n];if(v===undefined)ok=false;else u.searchParams.append(n,v)});if(ok)started.push({url:u.href,token:t,answer:fetch(u.href,{headers:{authorization:"Bearer "+t}})})});window.__firstReads=started}})()`;
}

/** Each first page's patterns and reads, on the APIs this build calls. */
export function firstPageReads(
  env: Record<string, string | boolean | undefined>,
  contract: Contract,
): PageReads[] {
  const apis = apiConfig(env, originPlaceholder);
  return firstPages.map((page) => ({
    patterns: page.paths.map(pathPattern),
    reads: scriptReads(page.reads, apis, contract),
  }));
}
