import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A small evaluator of the PromQL that docs/operations.md's alert rules use (no new dependency; promtool is
 * not in the registries this machine uses): selectors with `= != =~ !~` matchers, `sum/min/max/count [by (…)]`,
 * `rate(…[range])` over two scrapes, `histogram_quantile`, `/` between vectors and comparisons with a number.
 * `for:` is not modelled: a rule "fires" when its expression has a result at the second scrape.
 */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}
export interface Rule {
  alert: string;
  expr: string;
}

/** The alert rules as the operators' page documents them. */
export function documentedRules(): Rule[] {
  const doc = readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
  const block = /\*\*Alert rules\*\*[\s\S]*?```yaml\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  return [...block.matchAll(/- alert: (\w+)\n\s+expr: (.+)\n/g)].map(([, alert, expr]) => ({ alert, expr: expr.trim() }));
}

/** Prometheus text as samples, each with the scrape's target labels (`job`, `instance`) added. */
export function parseExposition(text: string, target: Record<string, string>): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = { __name__: match[1] };
    for (const [, name, value] of (match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name === 'instance' ? 'exported_instance' : name] = value;
    samples.push({ labels: { ...labels, ...target }, value: Number(match[4]) });
  }
  return samples;
}

type Value = Sample[] | number;
const key = (labels: Record<string, string>, only?: string[]) =>
  JSON.stringify(
    Object.entries(labels)
      .filter(([name]) => name !== '__name__' && (!only || only.includes(name)))
      .sort(),
  );

export function evaluate(expr: string, before: Sample[], now: Sample[], seconds: number): Sample[] {
  const tokens = expr.match(/"(?:[^"\\]|\\.)*"|=~|!~|!=|==|>=|<=|[(){}[\],/><=]|[\w.:+-]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (expected !== undefined && token !== expected) throw new Error(`expected ${expected} at ${at} of ${expr}, got ${token}`);
    return token;
  };
  const selector = (from: Sample[]): Sample[] => {
    const name = take();
    const matchers: Array<[string, string, string]> = [];
    if (peek() === '{') {
      take('{');
      while (peek() !== '}') {
        const label = take();
        const op = take();
        matchers.push([label, op, JSON.parse(take()) as string]);
        if (peek() === ',') take(',');
      }
      take('}');
    }
    return from.filter(
      (s) =>
        s.labels.__name__ === name &&
        matchers.every(([label, op, value]) => {
          const actual = s.labels[label] ?? '';
          const re = new RegExp(`^(?:${value})$`);
          return op === '=' ? actual === value : op === '!=' ? actual !== value : op === '=~' ? re.test(actual) : !re.test(actual);
        }),
    );
  };
  const primary = (): Value => {
    const token = peek();
    if (token === '(') {
      take('(');
      const inner = comparison();
      take(')');
      return inner;
    }
    if (/^[\d.]+$/.test(token)) return Number(take());
    if (['sum', 'min', 'max', 'count'].includes(token)) {
      const op = take();
      let by: string[] | undefined;
      if (peek() === 'by') {
        take('by');
        take('(');
        by = [];
        while (peek() !== ')') {
          by.push(take());
          if (peek() === ',') take(',');
        }
        take(')');
      }
      take('(');
      const inner = comparison() as Sample[];
      take(')');
      const groups = new Map<string, Sample[]>();
      for (const s of inner) groups.set(key(s.labels, by ?? []), [...(groups.get(key(s.labels, by ?? [])) ?? []), s]);
      return [...groups.values()].map((group) => {
        const values = group.map((s) => s.value);
        const value =
          op === 'sum' ? values.reduce((a, b) => a + b, 0) : op === 'min' ? Math.min(...values) : op === 'max' ? Math.max(...values) : values.length;
        return { labels: Object.fromEntries(Object.entries(group[0].labels).filter(([name]) => (by ?? []).includes(name))), value };
      });
    }
    if (token === 'rate') {
      take('rate');
      take('(');
      const start = at;
      const current = selector(now);
      at = start;
      const earlier = new Map(selector(before).map((s) => [key(s.labels), s.value]));
      take('[');
      take();
      take(']');
      take(')');
      return current.map((s) => ({ labels: s.labels, value: Math.max(0, s.value - (earlier.get(key(s.labels)) ?? 0)) / seconds }));
    }
    if (token === 'histogram_quantile') {
      take('histogram_quantile');
      take('(');
      const q = Number(take());
      take(',');
      const buckets = comparison() as Sample[];
      take(')');
      const series = new Map<string, Sample[]>();
      for (const b of buckets) {
        const rest = Object.fromEntries(Object.entries(b.labels).filter(([name]) => name !== 'le'));
        series.set(key(rest), [...(series.get(key(rest)) ?? []), b]);
      }
      return [...series.values()].flatMap((group) => {
        const sorted = group.map((b) => ({ le: b.labels.le === '+Inf' ? Infinity : Number(b.labels.le), count: b.value })).sort((a, b) => a.le - b.le);
        const total = sorted.at(-1)?.count ?? 0;
        if (!total) return [];
        const rank = q * total;
        const i = sorted.findIndex((b) => b.count >= rank);
        const upper = sorted[i];
        const lower = i > 0 ? sorted[i - 1] : { le: 0, count: 0 };
        const value = upper.le === Infinity ? lower.le : lower.le + ((upper.le - lower.le) * (rank - lower.count)) / (upper.count - lower.count || 1);
        return [{ labels: Object.fromEntries(Object.entries(group[0].labels).filter(([name]) => name !== 'le')), value }];
      });
    }
    return selector(now);
  };
  const quotient = (): Value => {
    let left = primary();
    while (peek() === '/') {
      take('/');
      const right = primary() as Sample[];
      const byKey = new Map(right.map((s) => [key(s.labels), s.value]));
      left = (left as Sample[]).flatMap((s) => (byKey.has(key(s.labels)) ? [{ labels: s.labels, value: s.value / byKey.get(key(s.labels))! }] : []));
    }
    return left;
  };
  const comparison = (): Value => {
    const left = quotient();
    const op = peek();
    if (!['>', '<', '==', '!=', '>=', '<='].includes(op)) return left;
    take();
    const limit = quotient() as number;
    const holds = (v: number) =>
      op === '>' ? v > limit : op === '<' ? v < limit : op === '==' ? v === limit : op === '!=' ? v !== limit : op === '>=' ? v >= limit : v <= limit;
    return (left as Sample[]).filter((s) => !Number.isNaN(s.value) && holds(s.value));
  };
  const result = comparison();
  if (at !== tokens.length) throw new Error(`could not read all of ${expr} (stopped at ${tokens[at]})`);
  return result as Sample[];
}

/** The rules that fire, by name, given two scrapes of every instance `seconds` apart. */
export const firing = (rules: Rule[], before: Sample[], now: Sample[], seconds: number) =>
  rules.filter((rule) => evaluate(rule.expr, before, now, seconds).length > 0).map((rule) => rule.alert);
