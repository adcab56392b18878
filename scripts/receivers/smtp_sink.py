"""A local SMTP server for the lead-delivery tests (aiosmtpd, Debian package python3-aiosmtpd).

Offers STARTTLS with the given certificate and requires it before MAIL FROM; each accepted message is parsed and
appended as one JSON line to --out: envelope, headers (Subject, Message-ID, X-Hengxi-Delivery, Reply-To), the
text and HTML bodies, whether the session was TLS-protected and the receipt time. While the file <out>.fail exists
the server answers DATA with 451 (temporary failure), so the sender's retries can be exercised.
Prints READY <port> once listening; stops on SIGTERM or when the process that started it is gone.
"""
import argparse, json, os, signal, ssl, sys, threading, time
from email import policy
from email.parser import BytesParser
from aiosmtpd.controller import Controller

parser = argparse.ArgumentParser()
parser.add_argument('--port', type=int, required=True)
parser.add_argument('--out', required=True)
parser.add_argument('--cert', required=True)
parser.add_argument('--key', required=True)
args = parser.parse_args()
lock = threading.Lock()


class Sink:
    async def handle_DATA(self, server, session, envelope):
        if os.path.exists(args.out + '.fail'):
            return '451 4.3.0 Temporary failure, try again later'
        msg = BytesParser(policy=policy.default).parsebytes(envelope.content)
        text = msg.get_body(('plain',))
        html = msg.get_body(('html',))
        record = {
            'at': time.time() * 1000,
            'from': envelope.mail_from,
            'to': envelope.rcpt_tos,
            'tls': session.ssl is not None,
            'subject': str(msg['Subject']),
            'messageId': str(msg['Message-ID']),
            'delivery': str(msg['X-Hengxi-Delivery']),
            'replyTo': str(msg['Reply-To']) if msg['Reply-To'] else None,
            'text': text.get_content() if text else None,
            'html': html.get_content() if html else None,
        }
        with lock, open(args.out, 'a', encoding='utf-8') as f:
            f.write(json.dumps(record, ensure_ascii=False) + '\n')
        return '250 2.0.0 OK'


context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
context.load_cert_chain(args.cert, args.key)
controller = Controller(Sink(), hostname='127.0.0.1', port=args.port, tls_context=context, require_starttls=True)
controller.start()
print(f'READY {args.port}', flush=True)
stop = threading.Event()
signal.signal(signal.SIGTERM, lambda *_: stop.set())
signal.signal(signal.SIGINT, lambda *_: stop.set())
parent = os.getppid()
# Stop with the test process that started us, however it ended.
while not stop.wait(1):
    if os.getppid() != parent:
        break
controller.stop()
sys.exit(0)
