import { describe, expect, it } from 'vitest';
import { SVG_MAX_DEPTH, svgProblem } from './svg';
import { nestedSvg } from './test-helpers';

const svg = (inner: string, attrs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);

describe('svgProblem', () => {
  it('accepts plain drawings, with a declaration and comments', () => {
    expect(svgProblem(Buffer.from(`<?xml version="1.0"?><!-- logo -->${svg('<circle r="4"/>')}`))).toBeNull();
    expect(svgProblem(svg('<a href="https://quarry.example/x"><text>hi</text></a>'))).toBeNull();
  });
  it('refuses code in every form we know', () => {
    const cases = [
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'),
      svg('<foreignObject><div/></foreignObject>'),
      svg('', ' onclick="x()"'),
      svg('<animate attributeName="href" values="javascript:alert(1)"/>'),
      svg('<a xlink:href="java&#x09;script:alert(1)"/>'),
      svg('<image href="data:text/html,&lt;script&gt;"/>'),
      Buffer.from(`<?xml-stylesheet href="x.xsl"?>${svg('')}`),
      Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'),
    ];
    for (const c of cases) expect(svgProblem(c), c.toString()).not.toBeNull();
  });
  it('refuses what is not one svg document', () => {
    expect(svgProblem(Buffer.from('<html/>'))).toBe('has no <svg> root element');
    expect(svgProblem(Buffer.from('<svg/><svg/>'))).not.toBeNull();
    expect(svgProblem(Buffer.from([0xff, 0xfe, 0x00]))).toBe('is not UTF-8 text');
  });
  it('refuses, without throwing, a document nested deeper than it can check', () => {
    expect(svgProblem(Buffer.from(nestedSvg(SVG_MAX_DEPTH - 1)))).toBeNull();
    for (const depth of [SVG_MAX_DEPTH + 1, 5000]) {
      expect(svgProblem(Buffer.from(nestedSvg(depth)))).toBe(
        'is nested too deeply to check (more than 100 levels of elements)',
      );
    }
  });
});
