import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setTestBrand } from '../render-page';
import { AppDownloadPage } from './AppDownloadPage';
import { downloadAddress } from './download-url';

describe('app download page', () => {
  it('shows a QR code and a download button for the brand address', () => {
    setTestBrand({ downloadUrl: 'https://app.xingyao.example.com/get' });
    renderPage(<AppDownloadPage />);
    expect(screen.getByTestId('download-qr').tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTitle('星耀体育 APP 下载二维码')).toBeInTheDocument();
    expect(screen.getByTestId('download-link')).toHaveAttribute('href', 'https://app.xingyao.example.com/get');
    expect(screen.getByText('iOS 安装说明')).toBeInTheDocument();
    expect(screen.getByText('极速投注')).toBeInTheDocument();
  });

  it('falls back to this site’s /download', () => {
    expect(downloadAddress(undefined, 'https://www.example.com')).toBe('https://www.example.com/download');
  });
});
