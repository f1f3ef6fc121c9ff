import { downloadFileName, fileNameFromDisposition, saveDownload } from './download';

describe('download file name (SPEC §7)', () => {
  it('takes the name from Content-Disposition filename=', () => {
    expect(downloadFileName('attachment; filename="timecard 2026.xlsx"', '/report/api/v2/export/'))
      .toBe('timecard 2026.xlsx');
  });

  it('prefers the RFC 5987 filename*= over filename=', () => {
    const header = `attachment; filename="fallback.csv"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv`;
    expect(fileNameFromDisposition(header)).toBe('报表.csv');
  });

  it('reads an unquoted filename=', () => {
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('falls back to the last path segment without a usable header', () => {
    expect(downloadFileName(null, '/device/api/v2/files/photo.png?size=large')).toBe('photo.png');
    expect(downloadFileName('attachment', '/device/api/v2/files/photo.png')).toBe('photo.png');
  });

  it('falls back to download_file when the path ends with a slash', () => {
    expect(downloadFileName(undefined, '/report/api/v2/export/')).toBe('download_file');
  });
});

describe('saveDownload', () => {
  it('clicks a temporary link named after the file and releases the object URL', () => {
    const createObjectURL = jest.fn(() => 'blob:fake');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['x']);

    saveDownload({ blob, fileName: 'a.csv' });

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:fake', download: 'a.csv' }]);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
