import { describe, expect, it } from 'vitest';
import { latexToUnicode } from './math.js';

describe('latexToUnicode', () => {
  it.each([
    ['E = mc^2', 'E = mc²'],
    ['\\alpha + \\beta', 'α + β'],
    ['\\Gamma(\\omega)', 'Γ(ω)'],
    ['a \\le b \\ge c \\ne d', 'a ≤ b ≥ c ≠ d'],
    ['x \\times y \\cdot z', 'x × y ⋅ z'],
    ['\\sum_{i=1}^{n} i', '∑ᵢ₌₁ⁿ i'],
    ['\\int_0^\\infty f', '∫₀^∞ f'],
    ['x_{ij}^{2}', 'xᵢⱼ²'],
    ['\\frac{a}{b}', 'a/b'],
    ['\\frac{a+b}{c}', '(a+b)/c'],
    ['\\sqrt{x}', '√x'],
    ['\\sqrt{x^2+y^2}', '√(x²+y²)'],
    ['\\sqrt[3]{8}', '∛8'],
    ['\\mathbb{R}^n', 'ℝⁿ'],
    ['\\text{if } x > 0', 'if x > 0'],
    ["f'(x) = -1", 'f′(x) = −1'],
    ['A^T', 'Aᵀ'],
    ['e^{i\\pi}', 'e^(iπ)'],
    ['\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1', 'lim_(x → 0) (sin x)/x = 1'],
    ['\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}', '(a b; c d)'],
    ['\\hat{x}', 'x\u0302'],
  ])('%s → %s', (latex, expected) => {
    expect(latexToUnicode(latex)).toBe(expected);
  });

  it('turns aligned rows into lines', () => {
    expect(latexToUnicode('\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}')).toBe('a = b\nc = d');
  });

  it('keeps what it does not know as source', () => {
    expect(latexToUnicode('\\unknowncmd{x} + 1')).toBe('\\unknowncmd{x} + 1');
    expect(latexToUnicode('\\end{x} y')).toBe('\\end{x} y');
  });

  it('survives malformed and deeply nested input', () => {
    expect(latexToUnicode('{{{{')).toBe('{{{{');
    expect(latexToUnicode('x^')).toBe('x^');
    const deep = '{'.repeat(5000) + 'x' + '}'.repeat(5000);
    expect(typeof latexToUnicode(deep)).toBe('string');
    expect(latexToUnicode('')).toBe('');
  });
});
