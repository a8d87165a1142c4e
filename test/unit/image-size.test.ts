import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readImageSize } from '../../src/generator/image-size.ts';

function png(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

test('PNG size comes from the IHDR chunk', () => {
  assert.deepEqual(readImageSize(png(128, 64), '.png'), { width: 128, height: 64 });
});

test('GIF size comes from the logical screen descriptor', () => {
  const gif = Buffer.from('GIF89a\x20\x00\x10\x00', 'latin1');
  assert.deepEqual(readImageSize(gif, '.gif'), { width: 32, height: 16 });
});

test('JPEG size comes from the start-of-frame segment', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x2d, 0x00, 0x5a, 0x03, 0, 0, 0, 0]);
  assert.deepEqual(readImageSize(jpeg, '.jpg'), { width: 90, height: 45 });
});

test("a picture's size is read in the format its bytes say, whatever its name (RocketMQ's JPEG named .png, read as a PNG, was 159,075 px tall)", () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xa2, 0x00, 0xa2, 0x03, 0, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(readImageSize(jpeg, '.png'), { width: 162, height: 162 });
  assert.deepEqual(readImageSize(png(40, 20), '.jpg'), { width: 40, height: 20 });
});

test('SVG size comes from width and height, or else from the viewBox', () => {
  assert.deepEqual(readImageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150">'), '.svg'), { width: 150, height: 150 });
  assert.deepEqual(readImageSize(Buffer.from('<?xml version="1.0"?><svg viewBox="0 0 40 20">'), '.svg'), { width: 40, height: 20 });
  assert.equal(readImageSize(Buffer.from('<svg>'), '.svg'), undefined);
  assert.deepEqual(readImageSize(Buffer.from('<svg width="100%" height="100%" viewBox="0 0 1291 314">'), '.svg'), { width: 1291, height: 314 }, 'a size in percent gives way to the viewBox');
  assert.deepEqual(readImageSize(Buffer.from('<svg width="24px" height="12px" viewBox="0 0 48 48">'), '.svg'), { width: 24, height: 12 });
});

test('unknown formats have no size', () => {
  assert.equal(readImageSize(Buffer.from('x'), '.bmp'), undefined);
});
