// An area the writer worked out from other numbers of the same answer or question — "174㎡ × 60% → 건축면적
// 104.4㎡", "12m × 0.5m = 6㎡ 줄어듭니다", "180㎡에서 6㎡를 빼면 174㎡" — or a ratio relaxed by a share of itself
// ("최대한도 300퍼센트의 120퍼센트이니 360퍼센트"), or the result of a line of arithmetic ("220% + 36.7% ≈ 256.7%")
// wherever the answer restates it, is the writer's arithmetic, not a figure of
// the law, even in a sentence that shows no sign of reckoning: no statute states it, and aligned against one that
// states another area of the same subject it would be called a contradiction.
import { findFigures, type FoundFigure } from './figures';

/** Rounding a writer may have applied: to one decimal, or 0.1% of the result. */
const tolerance = (value: number) => Math.max(0.05, value * 0.001);
/** A minimum ("200㎡ 이상인 대지") is a threshold of the law, whatever it happens to equal. */
const THRESHOLD_BOUNDS: readonly FoundFigure['bound'][] = ['이상', '초과', '미만'];

const RELAXATION_FACTOR = /의\s*[*_]*\s*(\d{3})\s*(?:%|퍼센트|프로)/g;

/** A line of the writer's arithmetic: an operator, then "=" or "≈" and the result ("220% + 36.7% ≈ 256.7%"). */
const OPERATOR = /[×÷+−]/;
const RESULT_SIGN = /[=≈]/g;

/** The results of the writer's arithmetic lines ("60% × 1.1 = 66%"), wherever the answer restates them. */
function arithmeticResults(texts: readonly string[]): FoundFigure[] {
  const results: FoundFigure[] = [];
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    if (!OPERATOR.test(line)) continue;
    // What follows a sign up to the next one is a result only when it is a value, not more arithmetic
    // ("= 220% + 36.7% ≈ 256.7%": 256.7%, not 220%).
    const signs = [...line.matchAll(RESULT_SIGN)].map((sign) => sign.index);
    signs.forEach((at, index) => {
      const segment = line.slice(at + 1, signs[index + 1] ?? line.length);
      const figures = findFigures(segment);
      if (figures.length === 1 && !OPERATOR.test(segment) && (figures[0]!.unit === '%' || figures[0]!.unit === '㎡')) results.push(figures[0]!);
    });
  }
  return results;
}

/** A round area ("3,000㎡ 이내마다") is what statutes state: as a sum or difference of the answer's areas (4,000㎡ −
 *  1,000㎡) it is more likely a coincidence than a reckoning. */
const statuteLike = (value: number) => value % 50 === 0;

/** A test of whether an area is the product, share, sum or difference of the other numbers in these texts, or a ratio
 *  the product of two others. */
export function reckonedFigures(texts: readonly string[]): (figure: Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'>) => boolean {
  const numbers = texts.flatMap((text) => findFigures(text)).filter((figure) => figure.lower === null);
  const areas = [...new Set(numbers.filter((figure) => figure.unit === '㎡').map((figure) => figure.value))];
  const lengths = [...new Set(numbers.filter((figure) => figure.unit === 'm').map((figure) => figure.value))];
  const shares = [...new Set(numbers.filter((figure) => figure.unit === '%' && figure.value !== 100).map((figure) => figure.value))];
  const near = (value: number, target: number) => Math.abs(value - target) <= tolerance(target);
  /** Whether the value results from the numbers other than itself (400㎡ − 200㎡ does not make 200㎡ the writer's). */
  const worksOut = (target: number): boolean => {
    const others = areas.filter((area) => !near(area, target));
    return (
      areas.some((area) => shares.some((share) => near((area * share) / 100, target))) ||
      (!statuteLike(target) && others.some((area, index) => others.slice(index + 1).some((other) => near(area + other, target) || near(Math.abs(area - other), target)))) ||
      lengths.some((length, index) => lengths.slice(index).some((other) => near(length * other, target)))
    );
  };
  // "최대한도의 120퍼센트", "용적률의 200%": a share of a ratio the answer names, by which the ratio is relaxed.
  const factors = [...new Set(texts.flatMap((text) => [...text.matchAll(RELAXATION_FACTOR)].map((match) => Number(match[1]))))].filter((factor) => factor > 100 && factor <= 200);
  /** "최대한도 300퍼센트의 120퍼센트 → 360퍼센트", "용적률 250%의 200% → 500%": a ratio so relaxed. */
  const relaxed = (target: number): boolean => factors.some((factor) => shares.some((base) => !near(base, target) && near((base * factor) / 100, target)));
  /** "75㎡(18.75%)" on a 400㎡ plot: a share one of the answer's areas is of another. Only a fraction of a percent is
   *  taken so — statutes state whole percents, and "280㎡ = 400㎡ × 70%" must not excuse a 70% cap. */
  const quotient = (target: number): boolean => !Number.isInteger(target) && areas.some((area) => areas.some((other) => other !== area && near((area / other) * 100, target)));
  const results = arithmeticResults(texts);
  return (figure) => {
    if (figure.lower !== null || THRESHOLD_BOUNDS.includes(figure.bound)) return false;
    if (results.some((result) => result.unit === figure.unit && near(result.value, figure.value))) return true;
    if (figure.unit === '%') return relaxed(figure.value) || quotient(figure.value);
    return figure.unit === '㎡' && worksOut(figure.value);
  };
}
