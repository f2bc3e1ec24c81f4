/**
 * Help-centre articles (#/help?type=...), in simplified Chinese (zh), Hong Kong traditional Chinese (hk)
 * and English (en). Bodies are HTML fragments limited to h2, h3, p, ul, ol, li, table, thead, tbody, tr,
 * th, td, strong, em and in-site links (a href="#/..."). The rules and constants come from the product
 * specification, sections 1, 2, 4, 5, 6 and 9; where the specification gives two readings, both are stated.
 */

export interface HelpArticle {
  /** Query type code, lower-case letters. */
  type: string;
  group: 'guide' | 'rules' | 'about';
  title: { zh: string; hk: string; en: string };
  /** HTML fragments. */
  body: { zh: string; hk: string; en: string };
}

export const HELP_ARTICLES: HelpArticle[] = [
  {
    type: 'xsyd',
    group: 'guide',
    title: { zh: '新手指南', hk: '新手指南', en: 'Newbie guide' },
    body: {
      zh: `<h2>新手指南</h2>
<p>欢迎来到金域体育。本指南将带您完成首次使用所需的全部步骤：注册账户、存款、开始游戏以及提取奖金。如遇任何问题，<a href="#/customer/main">在线客服</a>7×24小时为您服务。</p>
<h3>注册账户</h3>
<p>点击页面顶部的<strong>注册</strong>，或直接打开<a href="#/user/register">注册页面</a>。用户名须为4-11位字母或数字（不能以数字开头，且至少包含2个字母），密码须为8-12位字母或数字；填写手机号码和验证码，并勾选同意相关条款与隐私政策。注册者必须是成年人，详见<a href="#/help?type=gzytk">规则与条款</a>。每位用户只可拥有一个账户。详细步骤请参阅<a href="#/help?type=kh">开户说明</a>。</p>
<h3>完善个人资料</h3>
<p>在<a href="#/mine/userInfo">个人资料</a>中填写真实姓名，设置6位数字的提款密码（二级密码），并绑定银行卡或虚拟币账户。每张银行卡的持卡人姓名必须与注册的真实姓名一致，最多可绑定10张银行卡。</p>
<h3>存款</h3>
<p>进入<a href="#/finance/deposit">存款</a>页面，选择存款方式（银行转账、网银、电子钱包或USDT），输入金额并按页面提示操作。存款通常约5-15分钟到账。使用USDT请参阅<a href="#/help?type=xnbjc">虚拟币教程</a>。</p>
<h3>转入场馆并开始游戏</h3>
<p>存款会进入您的中心钱包，而每个游戏场馆都有独立的场馆钱包。您可以在<a href="#/finance/transfer">转账</a>页面手动转入，也可以开启免转模式，让资金自动在中心钱包与您所玩的场馆之间转移。之后从顶部菜单选择体育、电竞、真人娱乐、电子游戏、彩票、捕鱼或棋牌即可开始。</p>
<h3>提取奖金</h3>
<p>打开<a href="#/finance/withdrawal">提款</a>页面，选择已绑定的银行卡或虚拟币账户，并输入提款密码。提款通常在10分钟内到账；如超过30分钟仍未到账，请联系客服。提款前，您的流水须达到<a href="#/help?type=gzytk">规则与条款</a>中所述的要求。</p>
<h3>实用提示</h3>
<ul>
<li>请使用最新版本的浏览器，详见<a href="#/help?type=tjllq">推荐浏览器</a>。</li>
<li>请留意地址栏，并将官方网址加入书签，详见<a href="#/help?type=fjc">防劫持教程</a>。</li>
<li>在<a href="#/activity/discount">优惠活动</a>中查看最新优惠，参加前请先阅读<a href="#/help?type=yhgz">优惠规则</a>。</li>
<li>请理性娱乐，详见<a href="#/help?type=zrbc">责任博彩</a>。</li>
</ul>`,
      hk: `<h2>新手指南</h2>
<p>歡迎來到金域體育。本指南將帶您完成首次使用所需的全部步驟：註冊帳戶、存款、開始遊戲以及提取獎金。如遇任何問題，<a href="#/customer/main">在線客服</a>7×24小時為您服務。</p>
<h3>註冊帳戶</h3>
<p>點擊頁面頂部的<strong>註冊</strong>，或直接打開<a href="#/user/register">註冊頁面</a>。用戶名稱須為4-11位字母或數字（不能以數字開頭，且至少包含2個字母），密碼須為8-12位字母或數字；填寫手機號碼和驗證碼，並勾選同意相關條款與隱私政策。註冊者必須是成年人，詳見<a href="#/help?type=gzytk">規則與條款</a>。每位用戶只可擁有一個帳戶。詳細步驟請參閱<a href="#/help?type=kh">開戶說明</a>。</p>
<h3>完善個人資料</h3>
<p>在<a href="#/mine/userInfo">個人資料</a>中填寫真實姓名，設定6位數字的提款密碼（二級密碼），並綁定銀行卡或虛擬幣帳戶。每張銀行卡的持卡人姓名必須與註冊的真實姓名一致，最多可綁定10張銀行卡。</p>
<h3>存款</h3>
<p>進入<a href="#/finance/deposit">存款</a>頁面，選擇存款方式（銀行轉賬、網上銀行、電子錢包或USDT），輸入金額並按頁面提示操作。存款通常約5-15分鐘到賬。使用USDT請參閱<a href="#/help?type=xnbjc">虛擬幣教程</a>。</p>
<h3>轉入場館並開始遊戲</h3>
<p>存款會進入您的中心錢包，而每個遊戲場館都有獨立的場館錢包。您可以在<a href="#/finance/transfer">轉賬</a>頁面手動轉入，也可以開啓免轉模式，讓資金自動在中心錢包與您所玩的場館之間轉移。之後從頂部選單選擇體育、電競、真人娛樂、電子遊戲、彩票、捕魚或棋牌即可開始。</p>
<h3>提取獎金</h3>
<p>打開<a href="#/finance/withdrawal">提款</a>頁面，選擇已綁定的銀行卡或虛擬幣帳戶，並輸入提款密碼。提款通常在10分鐘內到賬；如超過30分鐘仍未到賬，請聯繫客服。提款前，您的流水須達到<a href="#/help?type=gzytk">規則與條款</a>中所述的要求。</p>
<h3>實用提示</h3>
<ul>
<li>請使用最新版本的瀏覽器，詳見<a href="#/help?type=tjllq">推薦瀏覽器</a>。</li>
<li>請留意網址列，並將官方網址加入書籤，詳見<a href="#/help?type=fjc">防劫持教程</a>。</li>
<li>在<a href="#/activity/discount">優惠活動</a>中查看最新優惠，參加前請先閱讀<a href="#/help?type=yhgz">優惠規則</a>。</li>
<li>請理性娛樂，詳見<a href="#/help?type=zrbc">責任博彩</a>。</li>
</ul>`,
      en: `<h2>Newbie guide</h2>
<p>Welcome to Golden Arena. This guide walks you through everything you need for your first visit: creating an account, making a deposit, playing and withdrawing your winnings. If you get stuck at any point, <a href="#/customer/main">online customer service</a> is available 24 hours a day, 7 days a week.</p>
<h3>Create your account</h3>
<p>Click <strong>Register</strong> at the top of the page or open the <a href="#/user/register">registration page</a>. Choose a user name of 4-11 letters and digits (it cannot start with a digit and must contain at least 2 letters) and a password of 8-12 letters and digits, enter your mobile number and the verification code, and tick the box to agree to the terms and privacy policy. You must be an adult to register; see <a href="#/help?type=gzytk">Rules and terms</a>. Each person may hold only one account. Step-by-step details are in <a href="#/help?type=kh">Open an account</a>.</p>
<h3>Complete your profile</h3>
<p>Under <a href="#/mine/userInfo">Personal info</a>, fill in your real name, set a 6-digit withdrawal (secondary) password and bind a bank card or a crypto account. The holder name of every bank card must be the same as your registered real name, and you can bind up to 10 cards.</p>
<h3>Make a deposit</h3>
<p>Go to <a href="#/finance/deposit">Deposit</a>, pick a method (bank transfer, online banking, e-wallet or USDT), enter the amount and follow the on-screen steps. Deposits are usually credited in about 5-15 minutes. For USDT, see the <a href="#/help?type=xnbjc">virtual currency tutorial</a>.</p>
<h3>Move money to a game and play</h3>
<p>Your deposit arrives in your central wallet, while each game venue has its own venue wallet. Transfer money by hand on the <a href="#/finance/transfer">Transfer</a> page, or switch on transfer-free mode so that money moves automatically between the central wallet and the venue you are playing. Then choose sports, e-sports, live casino, electronic games, lottery, fishing or chess and card games from the top menu.</p>
<h3>Withdraw your winnings</h3>
<p>Open <a href="#/finance/withdrawal">Withdrawal</a>, choose a bound bank card or crypto account and enter your withdrawal password. Withdrawals normally arrive within 10 minutes; if yours has not arrived after 30 minutes, please contact customer service. Before withdrawing, your turnover must meet the requirement described in <a href="#/help?type=gzytk">Rules and terms</a>.</p>
<h3>Useful tips</h3>
<ul>
<li>Use an up-to-date browser; see <a href="#/help?type=tjllq">Recommended browsers</a>.</li>
<li>Always check the address bar and bookmark the official address; see the <a href="#/help?type=fjc">anti-hijack DNS tutorial</a>.</li>
<li>Look for offers under <a href="#/activity/discount">Promotions</a>, and read the <a href="#/help?type=yhgz">discount rules</a> before taking part.</li>
<li>Play responsibly; see <a href="#/help?type=zrbc">Responsible gaming</a>.</li>
</ul>`,
    },
  },
  {
    type: 'kh',
    group: 'guide',
    title: { zh: '开户说明', hk: '開戶說明', en: 'Open an account' },
    body: {
      zh: `<h2>开户说明</h2>
<p>开立金域体育账户只需几分钟。注册完全免费，但仅限成年人，且每位用户只可拥有一个账户。</p>
<h3>注册前须知</h3>
<ul>
<li><strong>年龄</strong>：条款规定须年满18岁；首页的年龄提示则要求访客年满21岁。如您所在地法律规定的年龄更高，以较严格的当地法律为准。</li>
<li><strong>地区</strong>：菲律宾、台湾、美国、新加坡及香港的居民不得开户。</li>
<li><strong>手机</strong>：请准备好手机以接收验证码。</li>
</ul>
<h3>注册步骤</h3>
<ol>
<li>打开<a href="#/user/register">注册页面</a>，或点击页面顶部的<strong>注册</strong>按钮。</li>
<li>输入用户名：4-11位字母或数字，不能以数字开头，且至少包含2个字母。</li>
<li>输入由8-12位字母或数字组成的密码，并再次输入以确认。</li>
<li>输入手机号码，获取验证码后填入。</li>
<li>阅读条款及隐私政策并勾选同意；未勾选则无法提交表单。</li>
<li>提交表单。之后即可使用用户名和密码登录；如已启用登录验证码，请输入图片中最多6位的验证码（点击图片可更换）。</li>
</ol>
<h3>注册之后</h3>
<ul>
<li>在<a href="#/mine/userInfo">个人资料</a>中填写真实姓名。该姓名必须与您所绑定银行卡的持卡人姓名一致。</li>
<li>设置6位数字的提款密码（二级密码）。提款以及删除银行卡或账户时都需要使用该密码。</li>
<li>首次提款前，请绑定银行卡（最多10张）或USDT账户。</li>
</ul>
<h3>忘记密码？</h3>
<p>在登录框中点击<strong>忘记密码</strong>，通过发送至您注册手机或邮箱的验证码完成验证后，即可设置新密码。如两者均已无法使用，请联系<a href="#/customer/main">在线客服</a>。</p>`,
      hk: `<h2>開戶說明</h2>
<p>開立金域體育帳戶只需幾分鐘。註冊完全免費，但僅限成年人，且每位用戶只可擁有一個帳戶。</p>
<h3>註冊前須知</h3>
<ul>
<li><strong>年齡</strong>：條款規定須年滿18歲；首頁的年齡提示則要求訪客年滿21歲。如您所在地法律規定的年齡更高，以較嚴格的當地法律為準。</li>
<li><strong>地區</strong>：菲律賓、台灣、美國、新加坡及香港的居民不得開戶。</li>
<li><strong>手機</strong>：請準備好手機以接收驗證碼。</li>
</ul>
<h3>註冊步驟</h3>
<ol>
<li>打開<a href="#/user/register">註冊頁面</a>，或點擊頁面頂部的<strong>註冊</strong>按鈕。</li>
<li>輸入用戶名稱：4-11位字母或數字，不能以數字開頭，且至少包含2個字母。</li>
<li>輸入由8-12位字母或數字組成的密碼，並再次輸入以確認。</li>
<li>輸入手機號碼，獲取驗證碼後填入。</li>
<li>閱讀條款及隱私政策並勾選同意；未勾選則無法提交表單。</li>
<li>提交表單。之後即可使用用戶名稱和密碼登入；如已啓用登入驗證碼，請輸入圖片中最多6位的驗證碼（點擊圖片可更換）。</li>
</ol>
<h3>註冊之後</h3>
<ul>
<li>在<a href="#/mine/userInfo">個人資料</a>中填寫真實姓名。該姓名必須與您所綁定銀行卡的持卡人姓名一致。</li>
<li>設定6位數字的提款密碼（二級密碼）。提款以及刪除銀行卡或帳戶時都需要使用該密碼。</li>
<li>首次提款前，請綁定銀行卡（最多10張）或USDT帳戶。</li>
</ul>
<h3>忘記密碼？</h3>
<p>在登入框中點擊<strong>忘記密碼</strong>，透過發送至您註冊手機或電郵的驗證碼完成驗證後，即可設定新密碼。如兩者均已無法使用，請聯繫<a href="#/customer/main">在線客服</a>。</p>`,
      en: `<h2>Open an account</h2>
<p>Opening a Golden Arena account takes only a few minutes. Registration is free, but it is open to adults only, and each user may hold just one account.</p>
<h3>Before you start</h3>
<ul>
<li><strong>Age</strong>: the terms require you to be at least 18; the age notice on the home page asks visitors to be 21 or older. Where the law of your place of residence sets a higher age, the stricter local law applies.</li>
<li><strong>Regions</strong>: residents of the Philippines, Taiwan, the US, Singapore and Hong Kong cannot open an account.</li>
<li><strong>Phone</strong>: have your mobile phone to hand to receive the verification code.</li>
</ul>
<h3>Registration steps</h3>
<ol>
<li>Open the <a href="#/user/register">registration page</a>, or click <strong>Register</strong> at the top of the page.</li>
<li>Enter a user name of 4-11 letters and digits, not starting with a digit and containing at least 2 letters.</li>
<li>Enter a password of 8-12 letters and digits, then type it again to confirm.</li>
<li>Enter your mobile number, request the verification code and type it in.</li>
<li>Read the terms and the privacy policy and tick the box to agree; without this tick the form cannot be submitted.</li>
<li>Submit the form. You can then log in with your user name and password; when the login captcha is enabled, type the code of up to 6 characters shown in the picture (click the picture for a new one).</li>
</ol>
<h3>After registering</h3>
<ul>
<li>Fill in your real name in <a href="#/mine/userInfo">Personal info</a>. It must match the holder name of every bank card you bind.</li>
<li>Set a withdrawal (secondary) password of 6 digits. You need it to withdraw and to delete a bank card or account.</li>
<li>Before your first withdrawal, bind a bank card (up to 10 cards) or a USDT account.</li>
</ul>
<h3>Forgot your password?</h3>
<p>Click <strong>Forgot password</strong> on the login form, verify yourself with the code sent to your registered phone or e-mail, and set a new password. If you can no longer use either, contact <a href="#/customer/main">online customer service</a>.</p>`,
    },
  },
  {
    type: 'yhgz',
    group: 'guide',
    title: { zh: '优惠规则', hk: '優惠規則', en: 'Discount rules' },
    body: {
      zh: `<h2>优惠规则</h2>
<p>金域体育定期推出各类优惠，包括存款红利、返水、VIP礼金和红包。每项活动都有独立的活动页面及详细条款；除活动条款另有规定外，以下通用规则适用于所有优惠。</p>
<h3>如何参加</h3>
<ol>
<li>登录后打开<a href="#/activity/discount">优惠活动</a>。访客须先登录才能查看活动详情。</li>
<li>进入活动页面，阅读活动条款后点击<strong>申请</strong>。您的申请记录及其状态会显示在同一页面。</li>
<li>审核通过的红利和礼金会发放至<a href="#/record/welfare">福利中心</a>，由您自行领取。</li>
</ol>
<h3>通用规则</h3>
<ul>
<li><strong>每人仅限一个账户。</strong>优惠仅供个人会员使用；如以多个账户、共用支付资料、共用设备或网络重复领取同一优惠，或进行套利投注，红利及相关盈利可能被取消。</li>
<li>福利中心的礼金有效期为3天，逾期未领取即失效。</li>
<li>每笔红利在提款前均须完成活动所列的1倍-3倍流水：晋级礼金和生日礼金为1倍流水，VIP红包为3倍流水。</li>
<li>活动流水未完成前，相关场馆钱包会被锁定；当余额低于5或流水完成后会自动解锁。</li>
<li>返水有效期为30个自然日，比例最高1.2%，于次日发放至福利中心，须完成1倍流水；另有一处规则写明为2倍流水，请以活动页面所示为准。</li>
<li>只有有效且已结算的注单才计入流水；无效的注单，以及在同一盘口同时投注双方的注单，均不计入。</li>
<li>如存款时领取了红利，须先完成该活动的流水要求才能提款，详见<a href="#/help?type=gzytk">规则与条款</a>。</li>
<li>金域体育保留修改、暂停或终止任何优惠活动的权利。</li>
</ul>
<p>对优惠有疑问？请联系<a href="#/customer/main">在线客服</a>，或通过<a href="#/feedback">意见反馈</a>提交问题类型为“优惠”的反馈。</p>`,
      hk: `<h2>優惠規則</h2>
<p>金域體育定期推出各類優惠，包括存款紅利、返水、VIP禮金和紅包。每項活動都有獨立的活動頁面及詳細條款；除活動條款另有規定外，以下通用規則適用於所有優惠。</p>
<h3>如何參加</h3>
<ol>
<li>登入後打開<a href="#/activity/discount">優惠活動</a>。訪客須先登入才能查看活動詳情。</li>
<li>進入活動頁面，閱讀活動條款後點擊<strong>申請</strong>。您的申請記錄及其狀態會顯示在同一頁面。</li>
<li>審核通過的紅利和禮金會發放至<a href="#/record/welfare">福利中心</a>，由您自行領取。</li>
</ol>
<h3>通用規則</h3>
<ul>
<li><strong>每人僅限一個帳戶。</strong>優惠僅供個人會員使用；如以多個帳戶、共用支付資料、共用裝置或網絡重複領取同一優惠，或進行套利投注，紅利及相關盈利可能被取消。</li>
<li>福利中心的禮金有效期為3天，逾期未領取即失效。</li>
<li>每筆紅利在提款前均須完成活動所列的1倍-3倍流水：晉級禮金和生日禮金為1倍流水，VIP紅包為3倍流水。</li>
<li>活動流水未完成前，相關場館錢包會被鎖定；當餘額低於5或流水完成後會自動解鎖。</li>
<li>返水有效期為30個自然日，比例最高1.2%，於次日發放至福利中心，須完成1倍流水；另有一處規則寫明為2倍流水，請以活動頁面所示為準。</li>
<li>只有有效且已結算的注單才計入流水；無效的注單，以及在同一盤口同時投注雙方的注單，均不計入。</li>
<li>如存款時領取了紅利，須先完成該活動的流水要求才能提款，詳見<a href="#/help?type=gzytk">規則與條款</a>。</li>
<li>金域體育保留修改、暫停或終止任何優惠活動的權利。</li>
</ul>
<p>對優惠有疑問？請聯繫<a href="#/customer/main">在線客服</a>，或透過<a href="#/feedback">意見回饋</a>提交問題類型為「優惠」的回饋。</p>`,
      en: `<h2>Discount rules</h2>
<p>Golden Arena runs regular promotions, including deposit bonuses, rebates, VIP gifts and red packets. Each promotion has its own page with detailed terms; unless those terms say otherwise, the general rules below apply to every promotion.</p>
<h3>How to take part</h3>
<ol>
<li>Log in and open <a href="#/activity/discount">Promotions</a>. Guests must log in before they can open promotion details.</li>
<li>Open the promotion's page, read its terms and click <strong>Apply</strong>. Your applications and their status are listed on the same page.</li>
<li>Approved bonuses and gifts are sent to the <a href="#/record/welfare">welfare centre</a>, where you claim them yourself.</li>
</ol>
<h3>General rules</h3>
<ul>
<li><strong>One account per person.</strong> Promotions are for individual members only. Claiming the same offer more than once through multiple accounts, shared payment details, shared devices or networks, or arbitrage betting may lead to the bonus and related winnings being cancelled.</li>
<li>Gifts in the welfare centre are valid for 3 days; gifts not claimed in time expire.</li>
<li>Every bonus carries a turnover requirement of 1x-3x, as stated in the promotion, before it can be withdrawn: the upgrade gift and the birthday gift need 1x turnover, a VIP red packet needs 3x.</li>
<li>While a promotion's turnover is not yet completed, the venue wallet concerned is locked. It unlocks automatically once the balance falls under 5 or the turnover is completed.</li>
<li>Rebate is valid for 30 natural days, goes up to 1.2%, is paid the next day to the welfare centre and needs 1x turnover; another entry in our rules says 2x turnover, so check the figure shown on the promotion page.</li>
<li>Only valid, settled bets count towards turnover. Invalid bets, and bets on both sides of the same market, do not count.</li>
<li>If you took a bonus with a deposit, you must complete that promotion's turnover requirement before you can withdraw; see <a href="#/help?type=gzytk">Rules and terms</a>.</li>
<li>Golden Arena reserves the right to change, suspend or end any promotion.</li>
</ul>
<p>Questions about a promotion? Contact <a href="#/customer/main">online customer service</a>, or send a <a href="#/feedback">feedback</a> message with the problem type "discount".</p>`,
    },
  },
  {
    type: 'tjllq',
    group: 'guide',
    title: { zh: '推荐浏览器', hk: '推薦瀏覽器', en: 'Recommended browsers' },
    body: {
      zh: `<h2>推荐浏览器</h2>
<p>金域体育可在所有主流现代浏览器中使用。为获得更快的页面速度、流畅的直播画面和稳定的登录体验，建议使用以下浏览器的最新版本：</p>
<table>
<thead><tr><th>浏览器</th><th>适用设备</th><th>说明</th></tr></thead>
<tbody>
<tr><td>Google Chrome</td><td>Windows、macOS、Android、iOS</td><td>适合大多数用户</td></tr>
<tr><td>Microsoft Edge</td><td>Windows、macOS</td><td>Windows内置，与Chrome使用相同内核</td></tr>
<tr><td>Mozilla Firefox</td><td>Windows、macOS、Android</td><td>隐私选项完善</td></tr>
<tr><td>Safari</td><td>macOS、iPhone、iPad</td><td>Apple设备内置</td></tr>
</tbody>
</table>
<p>本站不支持Internet Explorer及其他过时的浏览器，使用这些浏览器可能出现页面错乱或游戏无法加载。</p>
<h3>需要检查的设置</h3>
<ul>
<li>必须启用<strong>JavaScript</strong>。</li>
<li>须允许本站使用<strong>Cookie和网站数据（本地存储）</strong>。您的登录状态和语言选择保存在浏览器的本地存储中，若被阻止，每次加载页面都会退出登录。无痕（隐私）窗口关闭后会清除这些数据；为保障安全，关闭浏览器窗口时也会自动退出登录。</li>
<li><strong>弹出窗口</strong>：部分游戏场馆会在新窗口中打开，如游戏无法打开，请允许本站弹出窗口。</li>
<li><strong>广告及脚本拦截插件</strong>可能导致游戏、支付页面或验证码图片无法加载；如有内容缺失，请对本站暂停使用这些插件。</li>
<li><strong>窗口宽度</strong>：电脑版网站按1200 px或以上的宽度设计。手机和平板用户建议使用<a href="#/download">App</a>，以获得最佳体验。</li>
</ul>
<h3>页面无法正常显示时</h3>
<ol>
<li>刷新页面。</li>
<li>清除浏览器缓存后重新加载。</li>
<li>将浏览器更新到最新版本。</li>
<li>换用其他推荐浏览器，或切换网络。</li>
<li>如地址栏显示的并非本站官方网址，请立即关闭页面，并阅读<a href="#/help?type=fjc">防劫持教程</a>。</li>
</ol>
<p>问题仍未解决？请告诉<a href="#/customer/main">在线客服</a>您使用的浏览器和设备。</p>`,
      hk: `<h2>推薦瀏覽器</h2>
<p>金域體育可在所有主流現代瀏覽器中使用。為獲得更快的頁面速度、流暢的直播畫面和穩定的登入體驗，建議使用以下瀏覽器的最新版本：</p>
<table>
<thead><tr><th>瀏覽器</th><th>適用裝置</th><th>說明</th></tr></thead>
<tbody>
<tr><td>Google Chrome</td><td>Windows、macOS、Android、iOS</td><td>適合大多數用戶</td></tr>
<tr><td>Microsoft Edge</td><td>Windows、macOS</td><td>Windows內建，與Chrome使用相同內核</td></tr>
<tr><td>Mozilla Firefox</td><td>Windows、macOS、Android</td><td>隱私選項完善</td></tr>
<tr><td>Safari</td><td>macOS、iPhone、iPad</td><td>Apple裝置內建</td></tr>
</tbody>
</table>
<p>本站不支援Internet Explorer及其他過時的瀏覽器，使用這些瀏覽器可能出現頁面錯亂或遊戲無法載入。</p>
<h3>需要檢查的設定</h3>
<ul>
<li>必須啓用<strong>JavaScript</strong>。</li>
<li>須允許本站使用<strong>Cookie和網站資料（本地儲存）</strong>。您的登入狀態和語言選擇保存在瀏覽器的本地儲存中，若被阻止，每次載入頁面都會登出。無痕（隱私）視窗關閉後會清除這些資料；為保障安全，關閉瀏覽器視窗時也會自動登出。</li>
<li><strong>彈出視窗</strong>：部分遊戲場館會在新視窗中打開，如遊戲無法打開，請允許本站彈出視窗。</li>
<li><strong>廣告及腳本攔截插件</strong>可能導致遊戲、支付頁面或驗證碼圖片無法載入；如有內容缺失，請對本站暫停使用這些插件。</li>
<li><strong>視窗寬度</strong>：電腦版網站按1200 px或以上的寬度設計。手機和平板電腦用戶建議使用<a href="#/download">App</a>，以獲得最佳體驗。</li>
</ul>
<h3>頁面無法正常顯示時</h3>
<ol>
<li>刷新頁面。</li>
<li>清除瀏覽器快取後重新載入。</li>
<li>將瀏覽器更新到最新版本。</li>
<li>換用其他推薦瀏覽器，或切換網絡。</li>
<li>如網址列顯示的並非本站官方網址，請立即關閉頁面，並閱讀<a href="#/help?type=fjc">防劫持教程</a>。</li>
</ol>
<p>問題仍未解決？請告訴<a href="#/customer/main">在線客服</a>您使用的瀏覽器和裝置。</p>`,
      en: `<h2>Recommended browsers</h2>
<p>Golden Arena works in all mainstream modern browsers. For the fastest pages, smooth live video and reliable logins, we recommend the latest version of one of the following:</p>
<table>
<thead><tr><th>Browser</th><th>Devices</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Google Chrome</td><td>Windows, macOS, Android, iOS</td><td>Suits most users</td></tr>
<tr><td>Microsoft Edge</td><td>Windows, macOS</td><td>Built into Windows; uses the same engine as Chrome</td></tr>
<tr><td>Mozilla Firefox</td><td>Windows, macOS, Android</td><td>Strong privacy options</td></tr>
<tr><td>Safari</td><td>macOS, iPhone, iPad</td><td>Built into Apple devices</td></tr>
</tbody>
</table>
<p>Internet Explorer and other outdated browsers are not supported; with them, pages may display incorrectly or games may fail to load.</p>
<h3>Settings to check</h3>
<ul>
<li><strong>JavaScript</strong> must be enabled.</li>
<li><strong>Cookies and site data (local storage)</strong> must be allowed for our site. Your login and language choice are kept in the browser's local storage; if it is blocked, you will be logged out every time a page loads. Private (incognito) windows delete this data when closed, and for your security, closing the browser window also logs you out.</li>
<li><strong>Pop-ups</strong>: some game venues open in a new window. If a game does not open, allow pop-ups for our site.</li>
<li><strong>Ad and script blockers</strong> can stop games, payment pages or captcha images from loading. If something is missing, pause them for our site.</li>
<li><strong>Window width</strong>: the desktop site is designed for a width of 1200 px or more. On phones and tablets, use the <a href="#/download">app</a> for the best experience.</li>
</ul>
<h3>If a page does not display properly</h3>
<ol>
<li>Refresh the page.</li>
<li>Clear the browser cache and reload.</li>
<li>Update the browser to its latest version.</li>
<li>Try another recommended browser, or switch networks.</li>
<li>If the address bar shows anything other than our official address, close the page at once and read the <a href="#/help?type=fjc">anti-hijack DNS tutorial</a>.</li>
</ol>
<p>Still having trouble? Tell <a href="#/customer/main">online customer service</a> which browser and device you are using.</p>`,
    },
  },
  {
    type: 'xnbjc',
    group: 'guide',
    title: { zh: '虚拟币教程', hk: '虛擬幣教程', en: 'Virtual currency tutorial' },
    body: {
      zh: `<h2>虚拟币教程</h2>
<p>除银行转账和电子钱包外，您还可以使用USDT存款和提款。USDT是一种与美元挂钩的稳定币。本教程介绍如何购买USDT、应选择哪个网络、如何绑定虚拟币账户，以及如何完成虚拟币存款。</p>
<h3>购买USDT</h3>
<p>请在您信任的正规数字资产交易平台或钱包应用中购买USDT，并按其要求完成身份验证。请将USDT存放在由您本人掌控的钱包中，并确认该钱包可以通过TRC20或ERC20网络转出。</p>
<h3>TRC20还是ERC20？</h3>
<p>USDT运行在多条区块链上。本站接受以下两种协议，每个地址只能在其对应的网络上使用：</p>
<table>
<thead><tr><th>协议</th><th>网络</th><th>地址格式</th></tr></thead>
<tbody>
<tr><td>TRC20</td><td>波场（TRON）</td><td>以<strong>T</strong>开头，后接15-33位字母或数字</td></tr>
<tr><td>ERC20</td><td>以太坊（Ethereum）</td><td>以<strong>0x</strong>开头，后接15-40位字母或数字</td></tr>
</tbody>
</table>
<p>TRC20的网络手续费通常低于ERC20。无论选择哪种协议，转出网络都必须与收款地址一致：通过错误网络转出的USDT可能永久丢失。</p>
<h3>绑定虚拟币账户</h3>
<ol>
<li>进入会员中心的<a href="#/virtualCoinCard">虚拟币账户</a>页面。</li>
<li>输入账户别名，选择币种USDT及协议（TRC20或ERC20），然后粘贴您的钱包地址。</li>
<li>输入发送到您手机的短信验证码，完成绑定。</li>
</ol>
<p>如地址不符合所选协议的格式，系统会提示“账户与协议不匹配”，请检查网络是否选择正确、地址是否完整复制。删除或修改账户前，须先设置6位数字的提款密码。</p>
<h3>虚拟币存款</h3>
<ol>
<li>在<a href="#/finance/deposit">存款</a>页面选择USDT，再选择协议并输入金额。</li>
<li>提交订单后，页面会显示收款地址和应付金额。</li>
<li>请<strong>在30分钟内</strong>从您的钱包通过同一网络转出准确金额。逾时订单将失效；请勿向已失效的订单付款，应重新下单。</li>
<li>付款后确认已付款；如有要求，请上传转账凭证（png、jpg或jpeg格式，不超过15MB）。</li>
<li>区块链确认后，存款通常约5-15分钟到账。</li>
</ol>
<h3>USDT提款</h3>
<p>您须先成功完成至少一次快速或普通提款，才能使用虚拟币提款。在<a href="#/finance/withdrawal">提款</a>页面选择已绑定的虚拟币账户即可。如款项未到账，请向<a href="#/customer/main">在线客服</a>提供订单号和交易哈希（TxID）。</p>`,
      hk: `<h2>虛擬幣教程</h2>
<p>除銀行轉賬和電子錢包外，您還可以使用USDT存款和提款。USDT是一種與美元掛鈎的穩定幣。本教程介紹如何購買USDT、應選擇哪個網絡、如何綁定虛擬幣帳戶，以及如何完成虛擬幣存款。</p>
<h3>購買USDT</h3>
<p>請在您信任的正規數字資產交易平台或錢包應用中購買USDT，並按其要求完成身份驗證。請將USDT存放在由您本人掌控的錢包中，並確認該錢包可以透過TRC20或ERC20網絡轉出。</p>
<h3>TRC20還是ERC20？</h3>
<p>USDT運作在多條區塊鏈上。本站接受以下兩種協議，每個地址只能在其對應的網絡上使用：</p>
<table>
<thead><tr><th>協議</th><th>網絡</th><th>地址格式</th></tr></thead>
<tbody>
<tr><td>TRC20</td><td>波場（TRON）</td><td>以<strong>T</strong>開頭，後接15-33位字母或數字</td></tr>
<tr><td>ERC20</td><td>以太坊（Ethereum）</td><td>以<strong>0x</strong>開頭，後接15-40位字母或數字</td></tr>
</tbody>
</table>
<p>TRC20的網絡手續費通常低於ERC20。無論選擇哪種協議，轉出網絡都必須與收款地址一致：透過錯誤網絡轉出的USDT可能永久丟失。</p>
<h3>綁定虛擬幣帳戶</h3>
<ol>
<li>進入會員中心的<a href="#/virtualCoinCard">虛擬幣帳戶</a>頁面。</li>
<li>輸入帳戶別名，選擇幣種USDT及協議（TRC20或ERC20），然後貼上您的錢包地址。</li>
<li>輸入發送到您手機的短訊驗證碼，完成綁定。</li>
</ol>
<p>如地址不符合所選協議的格式，系統會提示「帳戶與協議不匹配」，請檢查網絡是否選擇正確、地址是否完整複製。刪除或修改帳戶前，須先設定6位數字的提款密碼。</p>
<h3>虛擬幣存款</h3>
<ol>
<li>在<a href="#/finance/deposit">存款</a>頁面選擇USDT，再選擇協議並輸入金額。</li>
<li>提交訂單後，頁面會顯示收款地址和應付金額。</li>
<li>請<strong>在30分鐘內</strong>從您的錢包透過同一網絡轉出準確金額。逾時訂單將失效；請勿向已失效的訂單付款，應重新下單。</li>
<li>付款後確認已付款；如有要求，請上傳轉賬憑證（png、jpg或jpeg格式，不超過15MB）。</li>
<li>區塊鏈確認後，存款通常約5-15分鐘到賬。</li>
</ol>
<h3>USDT提款</h3>
<p>您須先成功完成至少一次快速或普通提款，才能使用虛擬幣提款。在<a href="#/finance/withdrawal">提款</a>頁面選擇已綁定的虛擬幣帳戶即可。如款項未到賬，請向<a href="#/customer/main">在線客服</a>提供訂單號和交易雜湊值（TxID）。</p>`,
      en: `<h2>Virtual currency tutorial</h2>
<p>Besides bank transfers and e-wallets, you can deposit and withdraw with USDT, a stablecoin whose value is pegged to the US dollar. This tutorial explains how to buy USDT, which network to choose, how to bind a crypto account and how to pay a crypto deposit.</p>
<h3>Buying USDT</h3>
<p>Buy USDT on a reputable digital-asset exchange or wallet app that you trust, and complete its identity checks. Keep the USDT in a wallet that you control yourself, and make sure that wallet can send on the TRC20 or ERC20 network.</p>
<h3>TRC20 or ERC20?</h3>
<p>USDT runs on several blockchains. We accept the two protocols below, and each address works only on its own network:</p>
<table>
<thead><tr><th>Protocol</th><th>Network</th><th>Address format</th></tr></thead>
<tbody>
<tr><td>TRC20</td><td>TRON</td><td>Starts with <strong>T</strong> followed by 15-33 letters or digits</td></tr>
<tr><td>ERC20</td><td>Ethereum</td><td>Starts with <strong>0x</strong> followed by 15-40 letters or digits</td></tr>
</tbody>
</table>
<p>Network fees on TRC20 are usually lower than on ERC20. Whichever protocol you choose, the sending network must match the receiving address: USDT sent on the wrong network may be lost for good.</p>
<h3>Binding a crypto account</h3>
<ol>
<li>Go to <a href="#/virtualCoinCard">Crypto accounts</a> in your member centre.</li>
<li>Enter an alias, choose the currency USDT and the protocol (TRC20 or ERC20), then paste your wallet address.</li>
<li>Enter the SMS verification code sent to your phone to complete the binding.</li>
</ol>
<p>If the address does not fit the format of the chosen protocol, you will see "the account does not match the protocol": check that you chose the right network and copied the whole address. To delete or change an account, you must first have set your 6-digit withdrawal password.</p>
<h3>Paying a crypto deposit</h3>
<ol>
<li>On the <a href="#/finance/deposit">Deposit</a> page, choose USDT, then the protocol, and enter the amount.</li>
<li>Submit the order. The page shows the receiving address and the amount to pay.</li>
<li>Send the exact amount from your wallet on the same network <strong>within 30 minutes</strong>. After that the order expires; never pay into an expired order, but create a new one.</li>
<li>After paying, confirm the payment and, if asked, upload the transfer proof (png, jpg or jpeg, up to 15MB).</li>
<li>Once the transfer is confirmed on the blockchain, the deposit is usually credited in about 5-15 minutes.</li>
</ol>
<h3>Withdrawing in USDT</h3>
<p>A crypto withdrawal becomes available once you have completed at least one successful fast or normal withdrawal. On the <a href="#/finance/withdrawal">Withdrawal</a> page, simply choose your bound crypto account. If a payment has not arrived, give <a href="#/customer/main">online customer service</a> the order number and the transaction hash (TxID).</p>`,
    },
  },
  {
    type: 'fjc',
    group: 'guide',
    title: { zh: '防劫持教程', hk: '防劫持教程', en: 'Anti-hijack DNS tutorial' },
    body: {
      zh: `<h2>防劫持教程</h2>
<p>本教程介绍什么是DNS劫持，以及如何保护自己，避免进入仿冒本站的网站。</p>
<h3>什么是DNS劫持？</h3>
<p>当您输入网址时，设备会向DNS服务器查询该域名对应的服务器地址。如果DNS服务器被入侵或被第三方控制（例如中毒的路由器、恶意的公共Wi-Fi热点或不可信的网络运营商），它就可能把您引导到其他服务器。您可能会看到弹出广告、被跳转到其他网站，甚至进入外观与本站相同、企图窃取您登录或支付资料的仿冒页面。</p>
<h3>可能受影响的迹象</h3>
<ul>
<li>地址栏显示的网址与官方网址不同或有拼写差异。</li>
<li>本站页面出现意外的广告或跳转。</li>
<li>浏览器提示连接不安全或证书无效。</li>
<li>在不寻常的位置被要求输入登录密码或提款密码。</li>
</ul>
<h3>设置可信的DNS</h3>
<p>请使用信誉良好的公共DNS服务，例如Cloudflare（1.1.1.1和1.0.0.1）或Google（8.8.8.8和8.8.4.4）。</p>
<p><strong>Windows</strong></p>
<ol>
<li>打开“控制面板”&gt;“网络和Internet”&gt;“网络和共享中心”&gt;“更改适配器设置”。</li>
<li>右键点击当前连接，选择“属性”，选中“Internet协议版本4（TCP/IPv4）”后再点击“属性”。</li>
<li>选择“使用下面的DNS服务器地址”，填入首选和备用DNS，点击“确定”。</li>
<li>打开“命令提示符”，运行<strong>ipconfig /flushdns</strong>，清除旧的解析记录。</li>
</ol>
<p><strong>macOS</strong></p>
<ol>
<li>打开“系统设置”（旧版本为“系统偏好设置”）&gt;“网络”，选择当前连接。</li>
<li>点击“详细信息”（或“高级”）&gt;“DNS”，点击“+”添加可信的DNS地址，并删除不认识的条目。</li>
<li>点击“好”保存。</li>
</ol>
<p><strong>iPhone和iPad</strong></p>
<ol>
<li>打开“设置”&gt;“Wi-Fi”，点击当前网络旁的ⓘ。</li>
<li>点击“配置DNS”&gt;“手动”，删除不认识的服务器，添加可信的DNS后点击“存储”。</li>
</ol>
<p><strong>Android</strong></p>
<ol>
<li>打开“设置”&gt;“网络和互联网”（不同品牌名称略有不同）&gt;“私人DNS”。</li>
<li>选择“私人DNS提供商主机名”，输入DNS服务商提供的主机名（例如one.one.one.one或dns.google）后保存。</li>
</ol>
<p>如果家中的路由器由他人设置，请同时检查路由器中的DNS设置，并修改路由器的默认管理密码。</p>
<h3>每次都要检查地址栏</h3>
<ul>
<li>确认网址与本站官方网址完全一致，且浏览器显示安全连接（锁形图标）。</li>
<li>将官方网址加入书签，或使用本站<a href="#/download">App</a>，每次都从这里进入，而不是通过搜索结果、广告或陌生人发来的链接进入。</li>
<li>只通过<a href="#/customer/main">在线客服</a>或本站公告获取最新的官方网址。</li>
<li>本站工作人员绝不会向您索取登录密码或提款密码。</li>
</ul>
<p>如您怀疑曾访问仿冒网站，请立即修改密码并联系客服。</p>`,
      hk: `<h2>防劫持教程</h2>
<p>本教程介紹什麼是DNS劫持，以及如何保護自己，避免進入仿冒本站的網站。</p>
<h3>什麼是DNS劫持？</h3>
<p>當您輸入網址時，裝置會向DNS伺服器查詢該域名對應的伺服器地址。如果DNS伺服器被入侵或被第三方控制（例如中毒的路由器、惡意的公共Wi-Fi熱點或不可信的網絡供應商），它就可能把您引導到其他伺服器。您可能會看到彈出廣告、被跳轉到其他網站，甚至進入外觀與本站相同、企圖竊取您登入或支付資料的仿冒頁面。</p>
<h3>可能受影響的跡象</h3>
<ul>
<li>網址列顯示的網址與官方網址不同或有拼寫差異。</li>
<li>本站頁面出現意外的廣告或跳轉。</li>
<li>瀏覽器提示連線不安全或證書無效。</li>
<li>在不尋常的位置被要求輸入登入密碼或提款密碼。</li>
</ul>
<h3>設定可信的DNS</h3>
<p>請使用信譽良好的公共DNS服務，例如Cloudflare（1.1.1.1和1.0.0.1）或Google（8.8.8.8和8.8.4.4）。</p>
<p><strong>Windows</strong></p>
<ol>
<li>打開「控制台」&gt;「網絡和Internet」&gt;「網絡和共用中心」&gt;「更改介面卡設定」。</li>
<li>按右鍵點選當前連線，選擇「屬性」，選中「Internet協議版本4（TCP/IPv4）」後再點擊「屬性」。</li>
<li>選擇「使用下面的DNS伺服器地址」，填入首選和備用DNS，點擊「確定」。</li>
<li>打開「命令提示字元」，執行<strong>ipconfig /flushdns</strong>，清除舊的解析記錄。</li>
</ol>
<p><strong>macOS</strong></p>
<ol>
<li>打開「系統設定」（舊版本為「系統偏好設定」）&gt;「網絡」，選擇當前連線。</li>
<li>點擊「詳細資訊」（或「進階」）&gt;「DNS」，點擊「+」添加可信的DNS地址，並刪除不認識的條目。</li>
<li>點擊「好」保存。</li>
</ol>
<p><strong>iPhone和iPad</strong></p>
<ol>
<li>打開「設定」&gt;「Wi-Fi」，點擊當前網絡旁的ⓘ。</li>
<li>點擊「設定DNS」&gt;「手動」，刪除不認識的伺服器，添加可信的DNS後點擊「儲存」。</li>
</ol>
<p><strong>Android</strong></p>
<ol>
<li>打開「設定」&gt;「網絡和互聯網」（不同品牌名稱略有不同）&gt;「私人DNS」。</li>
<li>選擇「私人DNS提供商主機名」，輸入DNS服務商提供的主機名（例如one.one.one.one或dns.google）後保存。</li>
</ol>
<p>如果家中的路由器由他人設定，請同時檢查路由器中的DNS設定，並修改路由器的預設管理密碼。</p>
<h3>每次都要檢查網址列</h3>
<ul>
<li>確認網址與本站官方網址完全一致，且瀏覽器顯示安全連線（鎖形圖示）。</li>
<li>將官方網址加入書籤，或使用本站<a href="#/download">App</a>，每次都從這裏進入，而不是透過搜尋結果、廣告或陌生人發來的連結進入。</li>
<li>只透過<a href="#/customer/main">在線客服</a>或本站公告獲取最新的官方網址。</li>
<li>本站工作人員絕不會向您索取登入密碼或提款密碼。</li>
</ul>
<p>如您懷疑曾訪問仿冒網站，請立即修改密碼並聯繫客服。</p>`,
      en: `<h2>Anti-hijack DNS tutorial</h2>
<p>This tutorial explains what DNS hijacking is and how to protect yourself from fake copies of our site.</p>
<h3>What is DNS hijacking?</h3>
<p>When you type a web address, your device asks a DNS server for the address of the server behind that domain name. If the DNS server has been compromised or is controlled by a third party (for example an infected router, a malicious public Wi-Fi hotspot or an untrustworthy network provider), it can send you to a different server. You may then see pop-up adverts, be redirected to another site, or even land on a fake page that looks just like ours and tries to steal your login or payment details.</p>
<h3>Signs that you may be affected</h3>
<ul>
<li>The address bar shows an address that differs from the official one or is misspelled.</li>
<li>Unexpected adverts or redirects appear on our pages.</li>
<li>The browser warns that the connection is not secure or the certificate is invalid.</li>
<li>You are asked for your login password or withdrawal password in an unusual place.</li>
</ul>
<h3>Setting a trusted DNS</h3>
<p>Use a reputable public DNS service, for example Cloudflare (1.1.1.1 and 1.0.0.1) or Google (8.8.8.8 and 8.8.4.4).</p>
<p><strong>Windows</strong></p>
<ol>
<li>Open Control Panel &gt; Network and Internet &gt; Network and Sharing Center &gt; Change adapter settings.</li>
<li>Right-click your connection, choose Properties, select Internet Protocol Version 4 (TCP/IPv4) and click Properties.</li>
<li>Choose "Use the following DNS server addresses", enter the preferred and alternate DNS, then click OK.</li>
<li>Open Command Prompt and run <strong>ipconfig /flushdns</strong> to clear old lookup records.</li>
</ol>
<p><strong>macOS</strong></p>
<ol>
<li>Open System Settings (System Preferences on older versions) &gt; Network and select your connection.</li>
<li>Click Details (or Advanced) &gt; DNS, click + to add the trusted DNS addresses, and remove any entries you do not recognise.</li>
<li>Click OK to save.</li>
</ol>
<p><strong>iPhone and iPad</strong></p>
<ol>
<li>Open Settings &gt; Wi-Fi and tap the ⓘ next to your network.</li>
<li>Tap Configure DNS &gt; Manual, delete servers you do not recognise, add the trusted DNS and tap Save.</li>
</ol>
<p><strong>Android</strong></p>
<ol>
<li>Open Settings &gt; Network &amp; internet (the names differ slightly between brands) &gt; Private DNS.</li>
<li>Choose "Private DNS provider hostname", enter the hostname given by your DNS provider (for example one.one.one.one or dns.google) and save.</li>
</ol>
<p>If your home router was set up by someone else, also check the DNS settings in the router and change the router's default admin password.</p>
<h3>Check the address bar every time</h3>
<ul>
<li>Make sure the address matches our official address exactly and that the browser shows a secure connection (padlock icon).</li>
<li>Bookmark the official address, or use our <a href="#/download">app</a>, and always start from there rather than from search results, adverts or links sent by strangers.</li>
<li>Get the latest official address only from <a href="#/customer/main">online customer service</a> or the site's own announcements.</li>
<li>Our staff will never ask for your login password or withdrawal password.</li>
</ul>
<p>If you think you may have visited a fake site, change your password at once and contact customer service.</p>`,
    },
  },
  {
    type: 'ybgz',
    group: 'rules',
    title: { zh: '体育投注规则', hk: '體育投注規則', en: 'Sports betting rules' },
    body: {
      zh: `<h2>体育投注规则</h2>
<p>以下通用规则适用于在金域体育进行的所有体育投注。如游戏场馆内显示的个别项目或盘口规则与本规则不同，以该项目或盘口的规则为准。</p>
<h3>投注日与注单确认</h3>
<ul>
<li>投注日为当日12:00至次日12:00。</li>
<li>注单只有在确认并出现在您的<a href="#/record/betRecord">投注记录</a>中后才有效。赛果确认前，注单状态为未结算，确认后变为已结算；作废的注单显示为无效。</li>
<li>串关须选择2场或以上；组合串关须选择3-10场。</li>
</ul>
<h3>赛果与结算</h3>
<ul>
<li>足球以90分钟加补时的赛果结算；除盘口另有说明外，加时赛和点球大战均不计算在内。</li>
<li>赛事如被暂停或延迟，且未在36小时内重新开赛，相关注单一律作废，本金退还。</li>
<li>结算时间：单注在赛事结束后15-30分钟内结算；上半场注单在上半场结束后30分钟内结算；串关在最后一场赛事结束后2小时内结算。</li>
<li>对赛果的投诉须在赛事结束后14天内提出，逾期不予受理。</li>
</ul>
<h3>足球滚球的危险球</h3>
<p>足球滚球进行期间，在危险时刻（例如临门射门、点球或禁区附近的任意球）下注的注单，可能会被列为<strong>危险球</strong>，等待确认。</p>
<ul>
<li>注单待确认期间如出现进球或红牌，该注单将被取消，本金退还。</li>
<li>当比赛回到安全状态时，注单会被确认接受，包括：球门球、中圈开球、球队在本方半场重新控球，或由原防守方主罚任意球。</li>
</ul>
<h3>每位会员每日最高派彩</h3>
<p>每位会员每日可赢取的最高金额按项目设定，以美元（USD）或其他货币的等值金额计算：</p>
<table>
<thead><tr><th>项目</th><th>每日最高派彩（USD）</th></tr></thead>
<tbody>
<tr><td>足球</td><td>1,500,000</td></tr>
<tr><td>篮球</td><td>1,500,000</td></tr>
<tr><td>网球、美式足球、棒球、冰球、橄榄球、排球</td><td>各300,000</td></tr>
<tr><td>其他体育项目</td><td>200,000</td></tr>
<tr><td>特别投注</td><td>25,000</td></tr>
<tr><td>娱乐场</td><td>600,000</td></tr>
<tr><td>金融投注</td><td>180,000</td></tr>
<tr><td>所有产品合计</td><td>1,500,000</td></tr>
</tbody>
</table>
<h3>其他规则</h3>
<ul>
<li>以注单确认时显示的赔率为准。因技术或人为错误导致赔率或盘口明显错误时，相关注单可能被作废。</li>
<li>注单一经确认即不可取消；在提供<a href="#/help?type=tqjs">提前结算</a>的盘口中，可以选择提前结算。</li>
<li>除盘口另有说明外，以赛事结束时现场或官方机构公布的赛果作为结算依据。</li>
</ul>`,
      hk: `<h2>體育投注規則</h2>
<p>以下通用規則適用於在金域體育進行的所有體育投注。如遊戲場館內顯示的個別項目或盤口規則與本規則不同，以該項目或盤口的規則為準。</p>
<h3>投注日與注單確認</h3>
<ul>
<li>投注日為當日12:00至次日12:00。</li>
<li>注單只有在確認並出現在您的<a href="#/record/betRecord">投注記錄</a>中後才有效。賽果確認前，注單狀態為未結算，確認後變為已結算；作廢的注單顯示為無效。</li>
<li>串關須選擇2場或以上；組合串關須選擇3-10場。</li>
</ul>
<h3>賽果與結算</h3>
<ul>
<li>足球以90分鐘加補時的賽果結算；除盤口另有說明外，加時賽和點球大戰均不計算在內。</li>
<li>賽事如被暫停或延遲，且未在36小時內重新開賽，相關注單一律作廢，本金退還。</li>
<li>結算時間：單注在賽事結束後15-30分鐘內結算；上半場注單在上半場結束後30分鐘內結算；串關在最後一場賽事結束後2小時內結算。</li>
<li>對賽果的投訴須在賽事結束後14天內提出，逾期不予受理。</li>
</ul>
<h3>足球滾球的危險球</h3>
<p>足球滾球進行期間，在危險時刻（例如臨門射門、點球或禁區附近的任意球）下注的注單，可能會被列為<strong>危險球</strong>，等待確認。</p>
<ul>
<li>注單待確認期間如出現進球或紅牌，該注單將被取消，本金退還。</li>
<li>當比賽回到安全狀態時，注單會被確認接受，包括：球門球、中圈開球、球隊在本方半場重新控球，或由原防守方主罰任意球。</li>
</ul>
<h3>每位會員每日最高派彩</h3>
<p>每位會員每日可贏取的最高金額按項目設定，以美元（USD）或其他貨幣的等值金額計算：</p>
<table>
<thead><tr><th>項目</th><th>每日最高派彩（USD）</th></tr></thead>
<tbody>
<tr><td>足球</td><td>1,500,000</td></tr>
<tr><td>籃球</td><td>1,500,000</td></tr>
<tr><td>網球、美式足球、棒球、冰球、橄欖球、排球</td><td>各300,000</td></tr>
<tr><td>其他體育項目</td><td>200,000</td></tr>
<tr><td>特別投注</td><td>25,000</td></tr>
<tr><td>娛樂場</td><td>600,000</td></tr>
<tr><td>金融投注</td><td>180,000</td></tr>
<tr><td>所有產品合計</td><td>1,500,000</td></tr>
</tbody>
</table>
<h3>其他規則</h3>
<ul>
<li>以注單確認時顯示的賠率為準。因技術或人為錯誤導致賠率或盤口明顯錯誤時，相關注單可能被作廢。</li>
<li>注單一經確認即不可取消；在提供<a href="#/help?type=tqjs">提前結算</a>的盤口中，可以選擇提前結算。</li>
<li>除盤口另有說明外，以賽事結束時現場或官方機構公佈的賽果作為結算依據。</li>
</ul>`,
      en: `<h2>Sports betting rules</h2>
<p>These general rules apply to all sports bets placed at Golden Arena. Where the rules for a particular sport or market shown in the game venue differ, those rules take precedence.</p>
<h3>Betting day and bet confirmation</h3>
<ul>
<li>The betting day runs from 12:00 to 12:00 the next day.</li>
<li>A bet is valid only once it has been confirmed and appears in your <a href="#/record/betRecord">bet record</a>. Until the result is confirmed the bet is unsettled; afterwards it is settled. Void bets are shown as invalid.</li>
<li>A parlay needs 2 or more selections; a combination parlay needs 3-10 selections.</li>
</ul>
<h3>Results and settlement</h3>
<ul>
<li>Football is settled on the result after 90 minutes plus stoppage time; extra time and penalty shoot-outs do not count unless the market says otherwise.</li>
<li>If an event is suspended or delayed and does not restart within 36 hours, all bets on it are void and stakes are refunded.</li>
<li>Settlement times: single bets are settled 15-30 minutes after the match; first-half bets within 30 minutes of the end of the first half; parlays within 2 hours of the end of the last match.</li>
<li>Complaints about results must be made within 14 days of the end of the event; later complaints are not accepted.</li>
</ul>
<h3>Danger ball in rolling football</h3>
<p>During rolling (in-play) football, a bet placed at a dangerous moment (for example a shot on goal, a penalty or a free kick near the penalty area) may be held as a <strong>danger ball</strong> pending confirmation.</p>
<ul>
<li>If a goal is scored or a red card is shown while the bet is pending, the bet is cancelled and the stake refunded.</li>
<li>The bet is released (accepted) once play is safe again: a goal kick, a restart from the centre, a team regaining possession in its own half, or a free kick taken by the former defending side.</li>
</ul>
<h3>Daily maximum payout per member</h3>
<p>The most any member can win in one day is set per category, in US dollars (USD) or the equivalent amount in another currency:</p>
<table>
<thead><tr><th>Category</th><th>Daily maximum payout (USD)</th></tr></thead>
<tbody>
<tr><td>Football</td><td>1,500,000</td></tr>
<tr><td>Basketball</td><td>1,500,000</td></tr>
<tr><td>Tennis, American football, baseball, ice hockey, rugby, volleyball</td><td>300,000 each</td></tr>
<tr><td>Other sports</td><td>200,000</td></tr>
<tr><td>Novelty markets</td><td>25,000</td></tr>
<tr><td>Casino</td><td>600,000</td></tr>
<tr><td>Financials</td><td>180,000</td></tr>
<tr><td>Overall, all products combined</td><td>1,500,000</td></tr>
</tbody>
</table>
<h3>Other rules</h3>
<ul>
<li>The odds shown when the bet is confirmed apply. Bets placed at clearly wrong odds or lines caused by a technical or human error may be made void.</li>
<li>A confirmed bet cannot be cancelled; where a market offers <a href="#/help?type=tqjs">early cash-out</a>, you may choose to cash out.</li>
<li>Unless a market says otherwise, bets are settled on the result announced at the venue or by the official body when the event ends.</li>
</ul>`,
    },
  },
  {
    type: 'tqjs',
    group: 'rules',
    title: { zh: '提前结算', hk: '提前結算', en: 'Early cash-out' },
    body: {
      zh: `<h2>提前结算</h2>
<p>提前结算让您在赛事结束前结算注单，从而锁定部分盈利或减少损失。可结算的金额会随即时赔率和比赛形势不断变化。</p>
<h3>如何使用</h3>
<ol>
<li>在体育场馆的注单列表中找到该注单。可提前结算的注单会显示<strong>提前结算</strong>按钮及当前可结算金额。</li>
<li>点击按钮并确认。可结算金额会持续更新，最终金额可能与您看到的略有不同。</li>
<li>每项申请都由系统决定接受或拒绝。申请可能在不说明原因的情况下被拒绝，例如赔率变动或盘口暂停；当按钮再次可用时，您可以重新申请。</li>
<li>提前结算被接受后会立即结算，金额加入您的场馆余额，该注单在<a href="#/record/betRecord">投注记录</a>中显示为已结算。</li>
</ol>
<h3>部分提前结算</h3>
<p>您也可以只结算注单的一部分（按本金的固定百分比），其余部分继续有效。只有当本金高于最低投注额10（显示为10.00）时，才可以进行部分提前结算。例如：本金为100.00时，选择50%部分提前结算，即现在结算其中50.00的本金，其余50.00继续有效。</p>
<h3>注意事项</h3>
<ul>
<li>并非所有盘口或注单都提供提前结算，且在比赛进行中（例如即将入球或盘口暂停时）此选项可能随时消失。</li>
<li>已被接受的提前结算，如其后赛事被取消，可被撤销；该注单将按<a href="#/help?type=ybgz">体育投注规则</a>处理，一般作废并退还本金。</li>
<li>提前结算一经接受，不能应您的要求撤回。</li>
<li>可结算金额已反映注单胜出的可能性，并不代表可获得全部潜在派彩。</li>
</ul>
<p>对提前结算有疑问？请携带注单号联系<a href="#/customer/main">在线客服</a>。</p>`,
      hk: `<h2>提前結算</h2>
<p>提前結算讓您在賽事結束前結算注單，從而鎖定部分盈利或減少損失。可結算的金額會隨即時賠率和比賽形勢不斷變化。</p>
<h3>如何使用</h3>
<ol>
<li>在體育場館的注單列表中找到該注單。可提前結算的注單會顯示<strong>提前結算</strong>按鈕及當前可結算金額。</li>
<li>點擊按鈕並確認。可結算金額會持續更新，最終金額可能與您看到的略有不同。</li>
<li>每項申請都由系統決定接受或拒絕。申請可能在不說明原因的情況下被拒絕，例如賠率變動或盤口暫停；當按鈕再次可用時，您可以重新申請。</li>
<li>提前結算被接受後會立即結算，金額加入您的場館餘額，該注單在<a href="#/record/betRecord">投注記錄</a>中顯示為已結算。</li>
</ol>
<h3>部分提前結算</h3>
<p>您也可以只結算注單的一部分（按本金的固定百分比），其餘部分繼續有效。只有當本金高於最低投注額10（顯示為10.00）時，才可以進行部分提前結算。例如：本金為100.00時，選擇50%部分提前結算，即現在結算其中50.00的本金，其餘50.00繼續有效。</p>
<h3>注意事項</h3>
<ul>
<li>並非所有盤口或注單都提供提前結算，且在比賽進行中（例如即將入球或盤口暫停時）此選項可能隨時消失。</li>
<li>已被接受的提前結算，如其後賽事被取消，可被撤銷；該注單將按<a href="#/help?type=ybgz">體育投注規則</a>處理，一般作廢並退還本金。</li>
<li>提前結算一經接受，不能應您的要求撤回。</li>
<li>可結算金額已反映注單勝出的可能性，並不代表可獲得全部潛在派彩。</li>
</ul>
<p>對提前結算有疑問？請攜帶注單號聯繫<a href="#/customer/main">在線客服</a>。</p>`,
      en: `<h2>Early cash-out</h2>
<p>Early cash-out lets you settle a bet before the event has finished, so that you can lock in part of a profit or reduce a loss. The amount offered changes all the time with the live odds and the state of the match.</p>
<h3>How it works</h3>
<ol>
<li>Find the bet in the sports venue's bet list. Bets that can be cashed out show a <strong>Cash out</strong> button with the amount currently offered.</li>
<li>Click the button and confirm. The offer is refreshed continuously, so the final amount may differ slightly from the one you saw.</li>
<li>The system accepts or rejects each request. A request may be rejected without a stated reason, for example because the odds moved or the market was suspended; you can try again once the button is available.</li>
<li>An accepted cash-out is settled at once, the amount is added to your venue balance, and the bet shows as settled in your <a href="#/record/betRecord">bet record</a>.</li>
</ol>
<h3>Partial cash-out</h3>
<p>You can also cash out just part of a bet, at set percentages of the stake, while the rest stays in play. Partial cash-out is only possible when the stake is above the minimum stake of 10 (shown as 10.00). Example: on a stake of 100.00, a 50% partial cash-out settles 50.00 of the stake now and keeps the other 50.00 in play.</p>
<h3>Good to know</h3>
<ul>
<li>Not every market or bet offers cash-out, and the option can disappear at any moment during play, such as when a goal is likely or the market is suspended.</li>
<li>An accepted cash-out can be reversed later if the event is cancelled; the bet is then handled under the <a href="#/help?type=ybgz">sports betting rules</a>, normally made void with the stake refunded.</li>
<li>Once accepted, a cash-out cannot be withdrawn at your request.</li>
<li>The amount offered already reflects the chance of the bet winning; it does not mean the full potential payout is available.</li>
</ul>
<p>Questions about a cash-out? Contact <a href="#/customer/main">online customer service</a> with the bet order number.</p>`,
    },
  },
  {
    type: 'cpqa',
    group: 'rules',
    title: { zh: '游戏常见问题', hk: '遊戲常見問題', en: 'Questions about games' },
    body: {
      zh: `<h2>游戏常见问题</h2>
<h3>如何把资金转入游戏？</h3>
<p>存款会进入您的<strong>中心钱包</strong>。每个游戏场馆（体育、真人娱乐、电子游戏等）都有独立的<strong>场馆钱包</strong>，您只能使用该场馆钱包中的余额进行游戏。请在<a href="#/finance/transfer">转账</a>页面选择场馆、输入金额并确认；如需把所有场馆余额一次性转回中心钱包，请使用<strong>一键回收</strong>。</p>
<h3>什么是免转模式？</h3>
<p>开启自动转账开关后，资金会在中心钱包与您正在游戏的场馆之间自动转移，无需手动转账。您可随时在转账页面开启或关闭此模式，每次切换都会记录在转账记录中。</p>
<h3>为什么我的场馆钱包被锁定？</h3>
<p>如您参加了优惠活动，存放红利的场馆钱包会被锁定，直至完成该活动的流水要求；锁定期间无法从该钱包转出资金。当流水完成或余额低于5时，钱包会自动解锁。详见<a href="#/help?type=yhgz">优惠规则</a>。</p>
<h3>转账失败或余额不正确怎么办？</h3>
<p>请先刷新余额。如资金已从一个钱包转出但未进入另一个钱包，请勿重复转账，先查看转账记录，再将时间和金额告知<a href="#/customer/main">在线客服</a>。</p>
<h3>投注记录中的状态代表什么？</h3>
<table>
<thead><tr><th>状态</th><th>说明</th></tr></thead>
<tbody>
<tr><td>未结算</td><td>注单已被接受，正在等待赛果。</td></tr>
<tr><td>已结算</td><td>赛果已确认，派彩（如有）已发放。</td></tr>
<tr><td>无效</td><td>注单已作废（例如赛事取消），本金已退还。</td></tr>
</tbody>
</table>
<h3>记录保存多久？</h3>
<p>投注及交易记录保存5年。在<a href="#/record/betRecord">投注记录</a>和<a href="#/record/transRecord">交易记录</a>中可查询最近30天的记录，福利记录可查询最近90天。如需更早的记录，请联系客服。</p>
<h3>游戏中途卡住或断线，注单会丢失吗？</h3>
<p>不会。即使您的网络中断，该局游戏仍会在游戏供应商的服务器上完成并结算。请重新打开游戏或查看投注记录；如对结果有疑问，请提交问题类型为“游戏”的反馈，并附上注单号。</p>`,
      hk: `<h2>遊戲常見問題</h2>
<h3>如何把資金轉入遊戲？</h3>
<p>存款會進入您的<strong>中心錢包</strong>。每個遊戲場館（體育、真人娛樂、電子遊戲等）都有獨立的<strong>場館錢包</strong>，您只能使用該場館錢包中的餘額進行遊戲。請在<a href="#/finance/transfer">轉賬</a>頁面選擇場館、輸入金額並確認；如需把所有場館餘額一次性轉回中心錢包，請使用<strong>一鍵回收</strong>。</p>
<h3>什麼是免轉模式？</h3>
<p>開啓自動轉賬開關後，資金會在中心錢包與您正在遊戲的場館之間自動轉移，無需手動轉賬。您可隨時在轉賬頁面開啓或關閉此模式，每次切換都會記錄在轉賬記錄中。</p>
<h3>為什麼我的場館錢包被鎖定？</h3>
<p>如您參加了優惠活動，存放紅利的場館錢包會被鎖定，直至完成該活動的流水要求；鎖定期間無法從該錢包轉出資金。當流水完成或餘額低於5時，錢包會自動解鎖。詳見<a href="#/help?type=yhgz">優惠規則</a>。</p>
<h3>轉賬失敗或餘額不正確怎麼辦？</h3>
<p>請先刷新餘額。如資金已從一個錢包轉出但未進入另一個錢包，請勿重複轉賬，先查看轉賬記錄，再將時間和金額告知<a href="#/customer/main">在線客服</a>。</p>
<h3>投注記錄中的狀態代表什麼？</h3>
<table>
<thead><tr><th>狀態</th><th>說明</th></tr></thead>
<tbody>
<tr><td>未結算</td><td>注單已被接受，正在等待賽果。</td></tr>
<tr><td>已結算</td><td>賽果已確認，派彩（如有）已發放。</td></tr>
<tr><td>無效</td><td>注單已作廢（例如賽事取消），本金已退還。</td></tr>
</tbody>
</table>
<h3>記錄保存多久？</h3>
<p>投注及交易記錄保存5年。在<a href="#/record/betRecord">投注記錄</a>和<a href="#/record/transRecord">交易記錄</a>中可查詢最近30天的記錄，福利記錄可查詢最近90天。如需更早的記錄，請聯繫客服。</p>
<h3>遊戲中途卡住或斷線，注單會丟失嗎？</h3>
<p>不會。即使您的網絡中斷，該局遊戲仍會在遊戲供應商的伺服器上完成並結算。請重新打開遊戲或查看投注記錄；如對結果有疑問，請提交問題類型為「遊戲」的回饋，並附上注單號。</p>`,
      en: `<h2>Questions about games</h2>
<h3>How do I get money into a game?</h3>
<p>Deposits go into your <strong>central wallet</strong>. Each game venue (sports, live casino, electronic games and so on) has its own <strong>venue wallet</strong>, and you can only play with the balance in that venue's wallet. On the <a href="#/finance/transfer">Transfer</a> page, choose the venue, enter the amount and confirm. To move every venue balance back to the central wallet in one go, use <strong>one-click recycle</strong>.</p>
<h3>What is transfer-free mode?</h3>
<p>With the automatic transfer switch on, money moves automatically between the central wallet and the venue you are playing, so you do not need to transfer by hand. You can switch the mode on or off at any time on the Transfer page, and every switch is shown in your transfer record.</p>
<h3>Why is my venue wallet locked?</h3>
<p>If you took part in a promotion, the venue wallet that holds the bonus is locked until the promotion's turnover requirement is completed; while it is locked you cannot transfer money out of it. The wallet unlocks automatically when the turnover is completed or the balance falls under 5. See <a href="#/help?type=yhgz">Discount rules</a>.</p>
<h3>My transfer failed or my balance looks wrong. What should I do?</h3>
<p>Refresh your balance first. If money has left one wallet but not arrived in the other, do not repeat the transfer: check your transfer record, then give <a href="#/customer/main">online customer service</a> the time and amount.</p>
<h3>What do the statuses in my bet record mean?</h3>
<table>
<thead><tr><th>Status</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>Unsettled</td><td>The bet has been accepted and is waiting for the result.</td></tr>
<tr><td>Settled</td><td>The result is confirmed and any payout has been made.</td></tr>
<tr><td>Invalid</td><td>The bet was voided (for example because the event was cancelled) and the stake returned.</td></tr>
</tbody>
</table>
<h3>How long are records kept?</h3>
<p>Bet and transaction records are kept for 5 years. In <a href="#/record/betRecord">Bet record</a> and <a href="#/record/transRecord">Transaction record</a> you can search the last 30 days; welfare records can be searched for the last 90 days. For older records, please contact customer service.</p>
<h3>A game froze or disconnected mid-round. Is my bet lost?</h3>
<p>No. Even if your connection drops, the round is completed and settled on the game provider's server. Reopen the game or check your bet record; if a result looks wrong, send feedback with the problem type "game" and include the bet order number.</p>`,
    },
  },
  {
    type: 'cp',
    group: 'rules',
    title: { zh: '彩票', hk: '彩票', en: 'Lottery' },
    body: {
      zh: `<h2>彩票</h2>
<p>金域体育的彩票场馆提供开奖频密的各类彩票游戏。本页介绍快乐彩的玩法；其他彩票游戏的规则和赔率请以游戏内的说明为准。</p>
<h3>快乐彩基本规则</h3>
<ul>
<li>每期使用1至80共80个号码。</li>
<li>每期开出20个号码。</li>
<li>选号玩法中，您可从80个号码中选择1-10个号码；按您所选号码与开出的20个号码相同的个数派彩，各种组合的赔率以游戏内的赔率表为准。</li>
</ul>
<h3>总和玩法</h3>
<p>许多玩法按开出的20个号码之和结算，总和一定在210至1410之间。</p>
<ul>
<li><strong>大/小</strong>：分界值为810。总和大于810为大，小于810为小；总和恰好为810时，按游戏内该玩法所示规则处理。</li>
<li><strong>单/双</strong>：总和为单数或双数。</li>
</ul>
<h3>五行</h3>
<table>
<thead><tr><th>五行</th><th>总和范围</th></tr></thead>
<tbody>
<tr><td>金</td><td>210-695</td></tr>
<tr><td>木</td><td>696-763</td></tr>
<tr><td>水</td><td>764-855</td></tr>
<tr><td>火</td><td>856-923</td></tr>
<tr><td>土</td><td>924-1410</td></tr>
</tbody>
</table>
<h3>如何投注</h3>
<ol>
<li>从顶部菜单打开“彩票”，选择游戏。</li>
<li>选择号码或玩法，输入投注金额，并核对注单上显示的期号。</li>
<li>在该期截止投注前确认投注。</li>
</ol>
<h3>开奖与结算</h3>
<p>开奖结果以各游戏所采用的官方开奖数据为准，开奖后系统自动结算。如某期开奖被取消或结果无法确认，该期注单作废并退还本金。详情请查看<a href="#/record/betRecord">投注记录</a>；如对开奖结果有疑问，请携带期号联系<a href="#/customer/main">在线客服</a>。</p>`,
      hk: `<h2>彩票</h2>
<p>金域體育的彩票場館提供開獎頻密的各類彩票遊戲。本頁介紹快樂彩的玩法；其他彩票遊戲的規則和賠率請以遊戲內的說明為準。</p>
<h3>快樂彩基本規則</h3>
<ul>
<li>每期使用1至80共80個號碼。</li>
<li>每期開出20個號碼。</li>
<li>選號玩法中，您可從80個號碼中選擇1-10個號碼；按您所選號碼與開出的20個號碼相同的個數派彩，各種組合的賠率以遊戲內的賠率表為準。</li>
</ul>
<h3>總和玩法</h3>
<p>許多玩法按開出的20個號碼之和結算，總和一定在210至1410之間。</p>
<ul>
<li><strong>大/小</strong>：分界值為810。總和大於810為大，小於810為小；總和恰好為810時，按遊戲內該玩法所示規則處理。</li>
<li><strong>單/雙</strong>：總和為單數或雙數。</li>
</ul>
<h3>五行</h3>
<table>
<thead><tr><th>五行</th><th>總和範圍</th></tr></thead>
<tbody>
<tr><td>金</td><td>210-695</td></tr>
<tr><td>木</td><td>696-763</td></tr>
<tr><td>水</td><td>764-855</td></tr>
<tr><td>火</td><td>856-923</td></tr>
<tr><td>土</td><td>924-1410</td></tr>
</tbody>
</table>
<h3>如何投注</h3>
<ol>
<li>從頂部選單打開「彩票」，選擇遊戲。</li>
<li>選擇號碼或玩法，輸入投注金額，並核對注單上顯示的期號。</li>
<li>在該期截止投注前確認投注。</li>
</ol>
<h3>開獎與結算</h3>
<p>開獎結果以各遊戲所採用的官方開獎資料為準，開獎後系統自動結算。如某期開獎被取消或結果無法確認，該期注單作廢並退還本金。詳情請查看<a href="#/record/betRecord">投注記錄</a>；如對開獎結果有疑問，請攜帶期號聯繫<a href="#/customer/main">在線客服</a>。</p>`,
      en: `<h2>Lottery</h2>
<p>Golden Arena's lottery venues offer a range of lottery games with frequent draws. This page explains how the happy lottery is played; for other lottery games, the rules and odds shown in the game apply.</p>
<h3>Happy lottery basics</h3>
<ul>
<li>Each draw uses 80 numbers, from 1 to 80.</li>
<li>20 numbers are drawn in each draw.</li>
<li>In the pick games you choose 1-10 of the 80 numbers. You are paid according to how many of your numbers are among the 20 drawn; the odds for each combination are shown in the game's odds table.</li>
</ul>
<h3>Total markets</h3>
<p>Many markets are settled on the total of the 20 drawn numbers, which always lies between 210 and 1410.</p>
<ul>
<li><strong>Big/Small</strong>: the threshold is 810. A total above 810 is big and a total below 810 is small; a total of exactly 810 is handled as shown for that market in the game.</li>
<li><strong>Odd/Even</strong>: whether the total is odd or even.</li>
</ul>
<h3>Five elements</h3>
<table>
<thead><tr><th>Element</th><th>Total range</th></tr></thead>
<tbody>
<tr><td>Metal</td><td>210-695</td></tr>
<tr><td>Wood</td><td>696-763</td></tr>
<tr><td>Water</td><td>764-855</td></tr>
<tr><td>Fire</td><td>856-923</td></tr>
<tr><td>Earth</td><td>924-1410</td></tr>
</tbody>
</table>
<h3>Placing a bet</h3>
<ol>
<li>Open Lottery from the top menu and choose a game.</li>
<li>Pick your numbers or market, enter your stake and check the draw number shown on the bet slip.</li>
<li>Confirm the bet before betting closes for that draw.</li>
</ol>
<h3>Draws and settlement</h3>
<p>Results follow the official draw data used by each game, and bets are settled automatically after the draw. If a draw is cancelled or its result cannot be confirmed, bets on it are void and stakes returned. See your <a href="#/record/betRecord">bet record</a> for details; if you have a question about a result, contact <a href="#/customer/main">online customer service</a> with the draw number.</p>`,
    },
  },
  {
    type: 'dj',
    group: 'rules',
    title: { zh: '电子竞技', hk: '電子競技', en: 'E-sports' },
    body: {
      zh: `<h2>电子竞技</h2>
<p>我们的电竞场馆涵盖最受欢迎的竞技游戏，包括多人在线战术竞技、战术射击等类型，为职业联赛和锦标赛提供赛前及滚球（比赛进行中）盘口。</p>
<h3>常见玩法</h3>
<ul>
<li><strong>全场独赢</strong>：哪支队伍赢得整场比赛（系列赛）。</li>
<li><strong>地图独赢</strong>：哪支队伍赢得系列赛中的某张地图或某一局。</li>
<li><strong>让分</strong>：某支队伍在地图数、回合数或击杀数上获得让分或受让，以计入让分后的结果结算。</li>
<li><strong>大/小</strong>：地图数、回合数、击杀数或比赛时长的总数是否高于或低于盘口线。</li>
<li><strong>特殊玩法</strong>：例如某张地图的一血、一塔或率先达到指定击杀数。</li>
</ul>
<h3>如何投注</h3>
<ol>
<li>在顶部菜单选择“电竞”，选择场馆并转入资金（或使用免转模式）。</li>
<li>选择赛事和玩法，输入投注金额并确认。您可以把2个或以上选项组合成串关。</li>
<li>在场馆内及<a href="#/record/betRecord">投注记录</a>中查看您的注单。</li>
</ol>
<h3>结算基本规则</h3>
<ul>
<li>以赛事主办方公布的官方结果为准。</li>
<li>比赛如被延期或中断，且未在36小时内继续进行，除场馆规则另有说明外，注单按<a href="#/help?type=ybgz">体育投注规则</a>作废。</li>
<li>技术暂停、重赛和掉线的处理，以赛事主办方及场馆的规则为准。</li>
<li>滚球注单在接受前可能有短暂延迟，期间赔率可能发生变化。</li>
</ul>
<h3>小贴士</h3>
<ul>
<li>投注地图盘口前，请先确认赛制（BO1、BO3或BO5）。</li>
<li>直播画面可能比实际比赛延迟，赔率可能在您看到画面前已经变动。</li>
<li>请为自己设定预算，详见<a href="#/help?type=zrbc">责任博彩</a>。</li>
</ul>`,
      hk: `<h2>電子競技</h2>
<p>我們的電競場館涵蓋最受歡迎的競技遊戲，包括多人在線戰術競技、戰術射擊等類型，為職業聯賽和錦標賽提供賽前及滾球（比賽進行中）盤口。</p>
<h3>常見玩法</h3>
<ul>
<li><strong>全場獨贏</strong>：哪支隊伍贏得整場比賽（系列賽）。</li>
<li><strong>地圖獨贏</strong>：哪支隊伍贏得系列賽中的某張地圖或某一局。</li>
<li><strong>讓分</strong>：某支隊伍在地圖數、回合數或擊殺數上獲得讓分或受讓，以計入讓分後的結果結算。</li>
<li><strong>大/小</strong>：地圖數、回合數、擊殺數或比賽時長的總數是否高於或低於盤口線。</li>
<li><strong>特殊玩法</strong>：例如某張地圖的一血、一塔或率先達到指定擊殺數。</li>
</ul>
<h3>如何投注</h3>
<ol>
<li>在頂部選單選擇「電競」，選擇場館並轉入資金（或使用免轉模式）。</li>
<li>選擇賽事和玩法，輸入投注金額並確認。您可以把2個或以上選項組合成串關。</li>
<li>在場館內及<a href="#/record/betRecord">投注記錄</a>中查看您的注單。</li>
</ol>
<h3>結算基本規則</h3>
<ul>
<li>以賽事主辦方公佈的官方結果為準。</li>
<li>比賽如被延期或中斷，且未在36小時內繼續進行，除場館規則另有說明外，注單按<a href="#/help?type=ybgz">體育投注規則</a>作廢。</li>
<li>技術暫停、重賽和斷線的處理，以賽事主辦方及場館的規則為準。</li>
<li>滾球注單在接受前可能有短暫延遲，期間賠率可能發生變化。</li>
</ul>
<h3>小貼士</h3>
<ul>
<li>投注地圖盤口前，請先確認賽制（BO1、BO3或BO5）。</li>
<li>直播畫面可能比實際比賽延遲，賠率可能在您看到畫面前已經變動。</li>
<li>請為自己設定預算，詳見<a href="#/help?type=zrbc">責任博彩</a>。</li>
</ul>`,
      en: `<h2>E-sports</h2>
<p>Our e-sports venues cover the most popular competitive games, including multiplayer online battle arena and tactical shooter titles, with pre-match and rolling (in-play) markets on professional leagues and tournaments.</p>
<h3>Common markets</h3>
<ul>
<li><strong>Match winner</strong>: which team wins the whole match (series).</li>
<li><strong>Map winner</strong>: which team wins a given map or game within the series.</li>
<li><strong>Handicap</strong>: one team gives or receives a start in maps, rounds or kills, and the bet is settled on the result after the handicap.</li>
<li><strong>Over/Under</strong>: whether the total number of maps, rounds or kills, or the match time, is above or below the line.</li>
<li><strong>Specials</strong>: for example first blood, first tower or first to a set number of kills on a map.</li>
</ul>
<h3>Placing a bet</h3>
<ol>
<li>Choose E-sports in the top menu, pick a venue and transfer funds to it (or use transfer-free mode).</li>
<li>Select the match and market, enter your stake and confirm. You can combine 2 or more selections into a parlay.</li>
<li>Follow your bets in the venue and in your <a href="#/record/betRecord">bet record</a>.</li>
</ol>
<h3>Settlement basics</h3>
<ul>
<li>Bets are settled on the official result announced by the organiser.</li>
<li>If a match is postponed or interrupted and does not continue within 36 hours, bets are void under the <a href="#/help?type=ybgz">sports betting rules</a>, unless the venue's rules say otherwise.</li>
<li>Technical pauses, remakes and disconnections are handled under the rules of the organiser and of the venue.</li>
<li>In-play bets may be delayed briefly before they are accepted, and the odds may change during that time.</li>
</ul>
<h3>Tips</h3>
<ul>
<li>Check the match format (BO1, BO3 or BO5) before betting on map markets.</li>
<li>Live streams can lag behind the real match, so odds may move before you see the action.</li>
<li>Set yourself a budget; see <a href="#/help?type=zrbc">Responsible gaming</a>.</li>
</ul>`,
    },
  },
  {
    type: 'tyzr',
    group: 'rules',
    title: { zh: '体育与真人', hk: '體育與真人', en: 'Sports and live dealer' },
    body: {
      zh: `<h2>体育与真人</h2>
<p>金域体育提供体育投注，以及从真实牌桌直播的真人娱乐场游戏。体育规则请参阅<a href="#/help?type=ybgz">体育投注规则</a>和<a href="#/help?type=tqjs">提前结算</a>；本页概述主要的真人游戏。</p>
<h3>体育概览</h3>
<p>您可以在赛前或比赛进行中投注足球、篮球、网球及众多其他体育项目，玩法包括单注、2个或以上选项的串关，以及3-10个选项的组合串关。足球以90分钟加补时的赛果结算。</p>
<h3>百家乐</h3>
<p>投注庄家或闲家哪一方的点数更接近9，或投注和局。牌面点数：A为1点，2-9按牌面计算，10及J、Q、K为0点；点数总和只取个位数。</p>
<table>
<thead><tr><th>投注</th><th>赔付</th></tr></thead>
<tbody>
<tr><td>庄</td><td>1赔0.95</td></tr>
<tr><td>闲</td><td>1赔1</td></tr>
<tr><td>和</td><td>1赔8</td></tr>
</tbody>
</table>
<p>如结果为和局，庄和闲的投注将退还本金。视频百家乐使用8副牌。</p>
<h3>轮盘</h3>
<p>轮盘共有37个格，号码为0-36。您可以投注单个号码、一组号码、颜色、单双或大小，各项投注的赔率显示在牌桌上。小球落在0时，未覆盖0的投注均告输。</p>
<h3>骰宝</h3>
<p>每局掷三颗骰子。您可以投注点数总和、大小、指定点数、对子或围骰。最高赔率为1:180，适用于指定围骰（三颗骰子均为您所选的点数）。</p>
<h3>真人游戏须知</h3>
<ul>
<li>先把资金转入真人娱乐场馆（或使用免转模式），再从顶部菜单的“真人娱乐”中选择牌桌。</li>
<li>请在投注倒计时内下注，倒计时结束后的投注不予接受。</li>
<li>如直播或网络中断，该局仍会在牌桌上继续进行，并按实际结果结算；请查看<a href="#/record/betRecord">投注记录</a>。</li>
<li>各牌桌的投注限额显示在牌桌上。娱乐场每位会员每日最高派彩为600,000美元（USD）。</li>
</ul>`,
      hk: `<h2>體育與真人</h2>
<p>金域體育提供體育投注，以及從真實牌桌直播的真人娛樂場遊戲。體育規則請參閱<a href="#/help?type=ybgz">體育投注規則</a>和<a href="#/help?type=tqjs">提前結算</a>；本頁概述主要的真人遊戲。</p>
<h3>體育概覽</h3>
<p>您可以在賽前或比賽進行中投注足球、籃球、網球及眾多其他體育項目，玩法包括單注、2個或以上選項的串關，以及3-10個選項的組合串關。足球以90分鐘加補時的賽果結算。</p>
<h3>百家樂</h3>
<p>投注莊家或閒家哪一方的點數更接近9，或投注和局。牌面點數：A為1點，2-9按牌面計算，10及J、Q、K為0點；點數總和只取個位數。</p>
<table>
<thead><tr><th>投注</th><th>賠付</th></tr></thead>
<tbody>
<tr><td>莊</td><td>1賠0.95</td></tr>
<tr><td>閒</td><td>1賠1</td></tr>
<tr><td>和</td><td>1賠8</td></tr>
</tbody>
</table>
<p>如結果為和局，莊和閒的投注將退還本金。視像百家樂使用8副牌。</p>
<h3>輪盤</h3>
<p>輪盤共有37個格，號碼為0-36。您可以投注單個號碼、一組號碼、顏色、單雙或大小，各項投注的賠率顯示在牌桌上。小球落在0時，未覆蓋0的投注均告輸。</p>
<h3>骰寶</h3>
<p>每局擲三顆骰子。您可以投注點數總和、大小、指定點數、對子或圍骰。最高賠率為1:180，適用於指定圍骰（三顆骰子均為您所選的點數）。</p>
<h3>真人遊戲須知</h3>
<ul>
<li>先把資金轉入真人娛樂場館（或使用免轉模式），再從頂部選單的「真人娛樂」中選擇牌桌。</li>
<li>請在投注倒計時內下注，倒計時結束後的投注不予接受。</li>
<li>如直播或網絡中斷，該局仍會在牌桌上繼續進行，並按實際結果結算；請查看<a href="#/record/betRecord">投注記錄</a>。</li>
<li>各牌桌的投注限額顯示在牌桌上。娛樂場每位會員每日最高派彩為600,000美元（USD）。</li>
</ul>`,
      en: `<h2>Sports and live dealer</h2>
<p>Golden Arena offers sports betting and live dealer casino games streamed from real tables. For sports rules, see <a href="#/help?type=ybgz">Sports betting rules</a> and <a href="#/help?type=tqjs">Early cash-out</a>; this page summarises the main live dealer games.</p>
<h3>Sports at a glance</h3>
<p>Bet before the match or in play on football, basketball, tennis and many other sports. You can place singles, parlays of 2 or more selections and combination parlays of 3-10 selections. Football is settled on 90 minutes plus stoppage time.</p>
<h3>Baccarat</h3>
<p>Bet on whether the Banker or the Player hand will finish closer to 9, or on a tie. Card values: an ace counts 1, cards 2-9 count their face value, and 10, J, Q and K count 0; only the last digit of the total counts.</p>
<table>
<thead><tr><th>Bet</th><th>Pays</th></tr></thead>
<tbody>
<tr><td>Banker</td><td>0.95 for 1</td></tr>
<tr><td>Player</td><td>1 for 1</td></tr>
<tr><td>Tie</td><td>8 for 1</td></tr>
</tbody>
</table>
<p>If the result is a tie, Banker and Player bets are returned. Video baccarat is played with 8 decks.</p>
<h3>Roulette</h3>
<p>The wheel has 37 squares numbered 0-36. You can bet on a single number, a group of numbers, a colour, odd or even, or high or low; the odds for each bet are shown on the table. When the ball lands on 0, every bet that does not cover 0 loses.</p>
<h3>Sic bo</h3>
<p>Three dice are rolled each round. You can bet on the total, big or small, a particular number, a pair or a triple. The top odds are 1:180, paid on a specific triple (all three dice showing the number you chose).</p>
<h3>Playing live dealer games</h3>
<ul>
<li>Transfer funds to the live casino venue (or use transfer-free mode), then choose a table under Live casino in the top menu.</li>
<li>Place your bets during the betting countdown; bets after the countdown ends are not accepted.</li>
<li>If the stream or your connection drops, the round continues at the table and is settled on its actual result; check your <a href="#/record/betRecord">bet record</a>.</li>
<li>Each table shows its own betting limits. The daily maximum payout for casino is 600,000 USD per member.</li>
</ul>`,
    },
  },
  {
    type: 'gywm',
    group: 'about',
    title: { zh: '关于我们', hk: '關於我們', en: 'About us' },
    body: {
      zh: `<h2>关于我们</h2>
<p>金域体育（Golden Arena）是为已注册的成年会员打造的线上体育及娱乐平台。我们把体育投注、电子竞技、真人娱乐场、电子游戏、彩票、捕鱼及棋牌游戏集中在同一个账户中，并提供简体中文、繁体中文和英文三种语言版本。</p>
<h3>我们提供</h3>
<ul>
<li><strong>体育与电竞</strong>：覆盖各大联赛及锦标赛的赛前与滚球盘口，部分注单可提前结算。</li>
<li><strong>真人娱乐场</strong>：百家乐、轮盘、骰宝等，从真实牌桌直播。</li>
<li><strong>游戏</strong>：来自众多供应商的电子游戏、彩票、捕鱼及棋牌游戏。</li>
<li><strong>灵活的支付方式</strong>：银行转账、网银、电子钱包及USDT，可快速提款至银行卡或虚拟币账户。</li>
<li><strong>会员回馈</strong>：VIP0-10共11个等级，享有返水、礼金和每周红包；另有最高返佣55%的<a href="#/agent">代理计划</a>。</li>
</ul>
<h3>我们的承诺</h3>
<ul>
<li><strong>快速服务</strong>：存款通常约5-15分钟到账，提款通常在10分钟内到账。</li>
<li><strong>账户安全</strong>：独立的提款密码，并对银行卡号、手机号码和邮箱地址作隐藏显示。详见<a href="#/help?type=ysbhgz">隐私政策</a>。</li>
<li><strong>公平透明</strong>：每项产品都有清晰公开的规则，详见<a href="#/help?type=gzytk">规则与条款</a>及<a href="#/help?type=ybgz">体育投注规则</a>。</li>
<li><strong>责任博彩</strong>：本站仅供成年人使用，并提供帮助您保持自控的工具，详见<a href="#/help?type=zrbc">责任博彩</a>。</li>
<li><strong>全天候支持</strong>：<a href="#/customer/main">在线客服</a>7×24小时为您服务。</li>
</ul>
<p>我们亦通过<a href="#/sponsor/madrid">球会赞助</a>支持足球运动。感谢您选择金域体育。</p>`,
      hk: `<h2>關於我們</h2>
<p>金域體育（Golden Arena）是為已註冊的成年會員打造的線上體育及娛樂平台。我們把體育投注、電子競技、真人娛樂場、電子遊戲、彩票、捕魚及棋牌遊戲集中在同一個帳戶中，並提供簡體中文、繁體中文和英文三種語言版本。</p>
<h3>我們提供</h3>
<ul>
<li><strong>體育與電競</strong>：覆蓋各大聯賽及錦標賽的賽前與滾球盤口，部分注單可提前結算。</li>
<li><strong>真人娛樂場</strong>：百家樂、輪盤、骰寶等，從真實牌桌直播。</li>
<li><strong>遊戲</strong>：來自眾多供應商的電子遊戲、彩票、捕魚及棋牌遊戲。</li>
<li><strong>靈活的支付方式</strong>：銀行轉賬、網上銀行、電子錢包及USDT，可快速提款至銀行卡或虛擬幣帳戶。</li>
<li><strong>會員回饋</strong>：VIP0-10共11個等級，享有返水、禮金和每週紅包；另有最高返佣55%的<a href="#/agent">代理計劃</a>。</li>
</ul>
<h3>我們的承諾</h3>
<ul>
<li><strong>快速服務</strong>：存款通常約5-15分鐘到賬，提款通常在10分鐘內到賬。</li>
<li><strong>帳戶安全</strong>：獨立的提款密碼，並對銀行卡號、手機號碼和電郵地址作隱藏顯示。詳見<a href="#/help?type=ysbhgz">隱私政策</a>。</li>
<li><strong>公平透明</strong>：每項產品都有清晰公開的規則，詳見<a href="#/help?type=gzytk">規則與條款</a>及<a href="#/help?type=ybgz">體育投注規則</a>。</li>
<li><strong>責任博彩</strong>：本站僅供成年人使用，並提供幫助您保持自控的工具，詳見<a href="#/help?type=zrbc">責任博彩</a>。</li>
<li><strong>全天候支援</strong>：<a href="#/customer/main">在線客服</a>7×24小時為您服務。</li>
</ul>
<p>我們亦透過<a href="#/sponsor/madrid">球會贊助</a>支援足球運動。感謝您選擇金域體育。</p>`,
      en: `<h2>About us</h2>
<p>Golden Arena (金域体育) is an online sports and entertainment platform for registered adult members. We bring sports betting, e-sports, live dealer casino, electronic games, lottery, fishing and chess and card games together in a single account, available in simplified Chinese, traditional Chinese and English.</p>
<h3>What we offer</h3>
<ul>
<li><strong>Sports and e-sports</strong>: pre-match and in-play markets on major leagues and tournaments, with early cash-out on selected bets.</li>
<li><strong>Live casino</strong>: baccarat, roulette, sic bo and more, streamed from real tables.</li>
<li><strong>Games</strong>: electronic games, lottery, fishing and chess and card games from many providers.</li>
<li><strong>Flexible payments</strong>: bank transfer, online banking, e-wallets and USDT, with fast withdrawals to bank cards and crypto accounts.</li>
<li><strong>Member rewards</strong>: a VIP programme with 11 levels, VIP0-10, offering rebates, gifts and weekly red packets, plus an <a href="#/agent">agent programme</a> with a maximum rebate of 55%.</li>
</ul>
<h3>Our commitments</h3>
<ul>
<li><strong>Fast service</strong>: deposits are usually credited in about 5-15 minutes, and withdrawals normally arrive within 10 minutes.</li>
<li><strong>Account security</strong>: a separate withdrawal password, and masked display of card numbers, phone numbers and e-mail addresses. See our <a href="#/help?type=ysbhgz">privacy policy</a>.</li>
<li><strong>Fair and transparent</strong>: clear, published rules for every product; see <a href="#/help?type=gzytk">Rules and terms</a> and <a href="#/help?type=ybgz">Sports betting rules</a>.</li>
<li><strong>Responsible gaming</strong>: our service is for adults only, and we provide tools to help you stay in control; see <a href="#/help?type=zrbc">Responsible gaming</a>.</li>
<li><strong>Round-the-clock support</strong>: <a href="#/customer/main">online customer service</a> is available 24 hours a day, 7 days a week.</li>
</ul>
<p>We are also proud to support football through our <a href="#/sponsor/madrid">club sponsorship</a>. Thank you for choosing Golden Arena.</p>`,
    },
  },
  {
    type: 'gzytk',
    group: 'about',
    title: { zh: '规则与条款', hk: '規則與條款', en: 'Rules and terms' },
    body: {
      zh: `<h2>规则与条款</h2>
<p>注册并使用金域体育，即表示您同意本规则与条款及我们的<a href="#/help?type=ysbhgz">隐私政策</a>。各产品规则（例如<a href="#/help?type=ybgz">体育投注规则</a>）及各项优惠活动的条款同样适用。</p>
<h3>资格与账户</h3>
<ul>
<li><strong>年龄</strong>：条款规定的最低年龄为18岁；首页的年龄提示则要求访客确认已年满21岁。此处同时列出两种说法；如您所在地法律规定的年龄更严格，以较严格的当地法律为准，您必须符合该规定。</li>
<li><strong>每位用户只可拥有一个账户。</strong>重复的账户可能被关闭，通过这些账户获得的红利及盈利可能被取消。</li>
<li><strong>受限地区</strong>：菲律宾、台湾、美国、新加坡及香港的居民不得注册或参与游戏。</li>
<li>您有责任妥善保管您的登录密码及6位数字的提款密码（二级密码）。</li>
</ul>
<h3>存款</h3>
<ul>
<li>存款通常约5-15分钟到账。虚拟币存款须在订单创建后30分钟内完成付款。</li>
<li>付款前可以取消订单，但须选择取消原因，每天最多可取消2次。</li>
</ul>
<h3>提款</h3>
<ul>
<li><strong>流水要求</strong>：提款前，您的有效投注须达到存款金额的1倍；如领取了红利，则须达到该活动的流水要求。另有一处说明写明为存款金额的2倍。此处同时列出两种说法，您账户适用的要求可向客服确认。</li>
<li>提款申请24小时受理。提款通常在10分钟内到账；如超过30分钟仍未到账，请联系客服。</li>
<li><strong>提款方式</strong>：<strong>预约提款</strong>于0-24小时内到账，并可获得0.1%-0.6%的额外奖金；<strong>即时提款</strong>会立即处理。</li>
<li>最多可绑定10张银行卡，持卡人姓名必须与注册姓名一致。须先成功完成一次快速或普通提款，才能使用虚拟币提款。</li>
<li>每日提款次数及额度取决于您的VIP等级。如您有尚未审核的订单，提款将暂时受阻。</li>
</ul>
<h3>VIP计划</h3>
<ul>
<li>等级由VIP0至VIP10。当累计投注达到下一等级的要求后，您将于次日24:00前晋级。每天最多晋升一级，且不会越过下一等级。</li>
<li>以90天为一季，如当季未达到所在等级的保级流水，将被降低一级。晋级后保级计算会重新开始。</li>
<li><strong>每周红包</strong>：VIP1-5可于星期六01:00起领取，VIP6-10可于星期六13:00起领取，两者均于星期三23:59:59失效。VIP6-10会员另可申请一次专属红包。</li>
</ul>
<h3>礼金、红利与返水</h3>
<table>
<thead><tr><th>项目</th><th>规则</th><th>流水</th></tr></thead>
<tbody>
<tr><td>福利礼金</td><td>在福利中心的有效期为3天</td><td>按活动说明</td></tr>
<tr><td>晋级礼金</td><td>每次晋升至更高VIP等级时发放</td><td>1倍</td></tr>
<tr><td>生日礼金</td><td>每年一次；注册须满90天</td><td>1倍</td></tr>
<tr><td>VIP红包</td><td>每周，按VIP等级发放</td><td>3倍</td></tr>
<tr><td>返水</td><td>最高1.2%，次日发放至福利中心，有效期30个自然日</td><td>1倍（另有一处写明为2倍）</td></tr>
</tbody>
</table>
<h3>代理计划</h3>
<p>会员可加入我们的<a href="#/agent">代理计划</a>，最高返佣为55%。详情请见代理页面。</p>
<h3>公平使用</h3>
<p>如发现欺诈、多重账户、使用他人支付资料或滥用优惠等行为，我们可暂停相关账户、将注单作废或不予发放红利。我们可能更新本条款，以本站公布的版本为准。</p>`,
      hk: `<h2>規則與條款</h2>
<p>註冊並使用金域體育，即表示您同意本規則與條款及我們的<a href="#/help?type=ysbhgz">隱私政策</a>。各產品規則（例如<a href="#/help?type=ybgz">體育投注規則</a>）及各項優惠活動的條款同樣適用。</p>
<h3>資格與帳戶</h3>
<ul>
<li><strong>年齡</strong>：條款規定的最低年齡為18歲；首頁的年齡提示則要求訪客確認已年滿21歲。此處同時列出兩種說法；如您所在地法律規定的年齡更嚴格，以較嚴格的當地法律為準，您必須符合該規定。</li>
<li><strong>每位用戶只可擁有一個帳戶。</strong>重複的帳戶可能被關閉，透過這些帳戶獲得的紅利及盈利可能被取消。</li>
<li><strong>受限地區</strong>：菲律賓、台灣、美國、新加坡及香港的居民不得註冊或參與遊戲。</li>
<li>您有責任妥善保管您的登入密碼及6位數字的提款密碼（二級密碼）。</li>
</ul>
<h3>存款</h3>
<ul>
<li>存款通常約5-15分鐘到賬。虛擬幣存款須在訂單建立後30分鐘內完成付款。</li>
<li>付款前可以取消訂單，但須選擇取消原因，每天最多可取消2次。</li>
</ul>
<h3>提款</h3>
<ul>
<li><strong>流水要求</strong>：提款前，您的有效投注須達到存款金額的1倍；如領取了紅利，則須達到該活動的流水要求。另有一處說明寫明為存款金額的2倍。此處同時列出兩種說法，您帳戶適用的要求可向客服確認。</li>
<li>提款申請24小時受理。提款通常在10分鐘內到賬；如超過30分鐘仍未到賬，請聯繫客服。</li>
<li><strong>提款方式</strong>：<strong>預約提款</strong>於0-24小時內到賬，並可獲得0.1%-0.6%的額外獎金；<strong>即時提款</strong>會立即處理。</li>
<li>最多可綁定10張銀行卡，持卡人姓名必須與註冊姓名一致。須先成功完成一次快速或普通提款，才能使用虛擬幣提款。</li>
<li>每日提款次數及額度取決於您的VIP等級。如您有尚未審核的訂單，提款將暫時受阻。</li>
</ul>
<h3>VIP計劃</h3>
<ul>
<li>等級由VIP0至VIP10。當累計投注達到下一等級的要求後，您將於次日24:00前晉級。每天最多晉升一級，且不會越過下一等級。</li>
<li>以90天為一季，如當季未達到所在等級的保級流水，將被降低一級。晉級後保級計算會重新開始。</li>
<li><strong>每週紅包</strong>：VIP1-5可於星期六01:00起領取，VIP6-10可於星期六13:00起領取，兩者均於星期三23:59:59失效。VIP6-10會員另可申請一次專屬紅包。</li>
</ul>
<h3>禮金、紅利與返水</h3>
<table>
<thead><tr><th>項目</th><th>規則</th><th>流水</th></tr></thead>
<tbody>
<tr><td>福利禮金</td><td>在福利中心的有效期為3天</td><td>按活動說明</td></tr>
<tr><td>晉級禮金</td><td>每次晉升至更高VIP等級時發放</td><td>1倍</td></tr>
<tr><td>生日禮金</td><td>每年一次；註冊須滿90天</td><td>1倍</td></tr>
<tr><td>VIP紅包</td><td>每週，按VIP等級發放</td><td>3倍</td></tr>
<tr><td>返水</td><td>最高1.2%，次日發放至福利中心，有效期30個自然日</td><td>1倍（另有一處寫明為2倍）</td></tr>
</tbody>
</table>
<h3>代理計劃</h3>
<p>會員可加入我們的<a href="#/agent">代理計劃</a>，最高返佣為55%。詳情請見代理頁面。</p>
<h3>公平使用</h3>
<p>如發現欺詐、多重帳戶、使用他人支付資料或濫用優惠等行為，我們可暫停相關帳戶、將注單作廢或不予發放紅利。我們可能更新本條款，以本站公佈的版本為準。</p>`,
      en: `<h2>Rules and terms</h2>
<p>By registering with and using Golden Arena, you agree to these rules and terms and to our <a href="#/help?type=ysbhgz">privacy policy</a>. Product rules (such as the <a href="#/help?type=ybgz">sports betting rules</a>) and the terms of each promotion also apply.</p>
<h3>Eligibility and accounts</h3>
<ul>
<li><strong>Age</strong>: the terms set a minimum age of 18; the age notice on the home page asks visitors to confirm that they are 21 or older. Both readings are given here. Where the law of your place of residence sets a stricter age, the stricter local law applies and you must meet it.</li>
<li><strong>One account per user.</strong> Duplicate accounts may be closed, and bonuses and winnings obtained through them cancelled.</li>
<li><strong>Barred regions</strong>: residents of the Philippines, Taiwan, the US, Singapore and Hong Kong may not register or play.</li>
<li>You are responsible for keeping your login password and your 6-digit withdrawal (secondary) password safe.</li>
</ul>
<h3>Deposits</h3>
<ul>
<li>Deposits are usually credited in about 5-15 minutes. Crypto deposits must be paid within 30 minutes of creating the order.</li>
<li>An order can be cancelled before payment, but a reason must be selected, and you can cancel at most 2 times per day.</li>
</ul>
<h3>Withdrawals</h3>
<ul>
<li><strong>Turnover</strong>: before withdrawing, your valid bets must reach 1 times the deposit, or the promotion's requirement if you took a bonus. Another entry in our help says 2 times the deposit. Both readings are given here; customer service can confirm the requirement for your account.</li>
<li>Withdrawal applications are accepted 24 hours a day. Withdrawals normally arrive within 10 minutes; if yours has not arrived after 30 minutes, please contact customer service.</li>
<li><strong>Withdrawal types</strong>: an <strong>appointment withdrawal</strong> arrives in 0-24 hours and earns an extra bonus of 0.1%-0.6%; an <strong>instant withdrawal</strong> is processed straight away.</li>
<li>You can bind up to 10 bank cards, and the holder name must equal your registered name. A crypto withdrawal is available after a prior successful fast or normal withdrawal.</li>
<li>The number and amount of withdrawals per day depend on your VIP level. Withdrawals are blocked while you have an order that has not yet been verified.</li>
</ul>
<h3>VIP programme</h3>
<ul>
<li>Levels run from VIP0 to VIP10. Once your cumulative bets reach the requirement for the next level, you are promoted by 24:00 of the next day. You can rise at most one level per day, and never beyond the next level.</li>
<li>Each quarter of 90 days, if you do not reach the relegation turnover of your level, you are relegated by one level. A promotion restarts the relegation calculation.</li>
<li><strong>Weekly red packets</strong>: VIP1-5 can claim from Saturday 01:00 and VIP6-10 from Saturday 13:00; both expire on Wednesday at 23:59:59. VIP6-10 members may also apply once for the exclusive red packet.</li>
</ul>
<h3>Gifts, bonuses and rebate</h3>
<table>
<thead><tr><th>Item</th><th>Rule</th><th>Turnover</th></tr></thead>
<tbody>
<tr><td>Welfare gifts</td><td>Valid for 3 days in the welfare centre</td><td>As stated in the promotion</td></tr>
<tr><td>Upgrade gift</td><td>Paid on each promotion to a higher VIP level</td><td>1x</td></tr>
<tr><td>Birthday gift</td><td>Once a year; registration must be older than 90 days</td><td>1x</td></tr>
<tr><td>VIP red packet</td><td>Weekly, by VIP level</td><td>3x</td></tr>
<tr><td>Rebate</td><td>Up to 1.2%, paid the next day to the welfare centre, valid for 30 natural days</td><td>1x (another entry says 2x)</td></tr>
</tbody>
</table>
<h3>Agent programme</h3>
<p>Members can join our <a href="#/agent">agent programme</a>, with a maximum rebate of 55%. Details are given on the agent page.</p>
<h3>Fair use</h3>
<p>In cases of fraud, multiple accounts, use of another person's payment details or abuse of promotions, we may suspend the account concerned, void bets or withhold bonuses. We may update these terms; the version published on this site applies.</p>`,
    },
  },
  {
    type: 'hzsj',
    group: 'about',
    title: { zh: '合作商家', hk: '合作商家', en: 'Cooperating merchants' },
    body: {
      zh: `<h2>合作商家</h2>
<p>金域体育与广泛的支付合作伙伴和游戏供应商合作，让您可以便捷地存款，并在同一个账户中享受丰富的游戏选择。</p>
<h3>支付合作伙伴</h3>
<p>我们的支付合作伙伴包括银行网上支付渠道、第三方支付服务商、电子钱包服务及虚拟币支付渠道，共同支持：</p>
<ul>
<li>银行转账及网银存款；</li>
<li>绑定电子钱包账户后，通过两种电子钱包存款及提款；</li>
<li>通过TRC20和ERC20网络进行USDT存款及提款；</li>
<li>提款至15家受支持银行的银行卡。</li>
</ul>
<p><a href="#/finance/deposit">存款</a>页面显示的方式取决于您的货币、VIP等级及当时可用的合作伙伴。支付合作伙伴只负责处理付款；请务必按照当前订单显示的收款资料付款，切勿重复使用旧的账户或地址。</p>
<h3>游戏供应商</h3>
<p>游戏由成熟的游戏供应商提供并在其平台上运行，每个供应商均作为独立场馆，拥有独立的钱包：</p>
<ul>
<li>体育及电竞投注；</li>
<li>真人娱乐场；</li>
<li>电子游戏；</li>
<li>彩票；</li>
<li>捕鱼游戏；</li>
<li>棋牌游戏。</li>
</ul>
<p>将鼠标移到顶部菜单的游戏类别上，即可查看该类别中的供应商。真人及电子游戏的结果由供应商的系统产生，注单会同步到您的<a href="#/record/betRecord">投注记录</a>。</p>
<h3>商务合作</h3>
<p>有意与我们合作的支付服务商、游戏开发商及推广伙伴，可联系<a href="#/customer/main">在线客服</a>，客服会将您的资料转交商务团队。希望推广金域体育的个人可加入<a href="#/agent">代理计划</a>。</p>`,
      hk: `<h2>合作商家</h2>
<p>金域體育與廣泛的支付合作夥伴和遊戲供應商合作，讓您可以便捷地存款，並在同一個帳戶中享受豐富的遊戲選擇。</p>
<h3>支付合作夥伴</h3>
<p>我們的支付合作夥伴包括銀行網上支付渠道、第三方支付服務商、電子錢包服務及虛擬幣支付渠道，共同支援：</p>
<ul>
<li>銀行轉賬及網上銀行存款；</li>
<li>綁定電子錢包帳戶後，透過兩種電子錢包存款及提款；</li>
<li>透過TRC20和ERC20網絡進行USDT存款及提款；</li>
<li>提款至15家受支援銀行的銀行卡。</li>
</ul>
<p><a href="#/finance/deposit">存款</a>頁面顯示的方式取決於您的貨幣、VIP等級及當時可用的合作夥伴。支付合作夥伴只負責處理付款；請務必按照當前訂單顯示的收款資料付款，切勿重複使用舊的帳戶或地址。</p>
<h3>遊戲供應商</h3>
<p>遊戲由成熟的遊戲供應商提供並在其平台上運作，每個供應商均作為獨立場館，擁有獨立的錢包：</p>
<ul>
<li>體育及電競投注；</li>
<li>真人娛樂場；</li>
<li>電子遊戲；</li>
<li>彩票；</li>
<li>捕魚遊戲；</li>
<li>棋牌遊戲。</li>
</ul>
<p>將滑鼠移到頂部選單的遊戲類別上，即可查看該類別中的供應商。真人及電子遊戲的結果由供應商的系統產生，注單會同步到您的<a href="#/record/betRecord">投注記錄</a>。</p>
<h3>商務合作</h3>
<p>有意與我們合作的支付服務商、遊戲開發商及推廣夥伴，可聯繫<a href="#/customer/main">在線客服</a>，客服會將您的資料轉交商務團隊。希望推廣金域體育的個人可加入<a href="#/agent">代理計劃</a>。</p>`,
      en: `<h2>Cooperating merchants</h2>
<p>Golden Arena works with a wide network of payment partners and game providers, so that you can deposit conveniently and enjoy a broad choice of games in a single account.</p>
<h3>Payment partners</h3>
<p>Our payment partners include banks' online payment channels, third-party payment service providers, e-wallet services and crypto payment channels. Together they support:</p>
<ul>
<li>bank transfer and online banking deposits;</li>
<li>deposits and withdrawals through two kinds of e-wallet, once you have bound the e-wallet account;</li>
<li>USDT deposits and withdrawals on the TRC20 and ERC20 networks;</li>
<li>withdrawals to bank cards of the 15 supported banks.</li>
</ul>
<p>The methods shown on the <a href="#/finance/deposit">Deposit</a> page depend on your currency, your VIP level and the partners available at the time. A payment partner only processes the payment: always pay to the payee details shown in your current order, and never reuse an old account or address.</p>
<h3>Game providers</h3>
<p>Games are supplied by established game providers and run on their platforms. Each provider is a separate venue with its own wallet:</p>
<ul>
<li>sports and e-sports betting;</li>
<li>live dealer casino;</li>
<li>electronic games;</li>
<li>lottery;</li>
<li>fishing games;</li>
<li>chess and card games.</li>
</ul>
<p>Hover over a game category in the top menu to see the providers in that category. Results of live dealer and electronic games are produced by the provider's systems, and your bets appear in your <a href="#/record/betRecord">bet record</a>.</p>
<h3>Business enquiries</h3>
<p>Payment service providers, game studios and marketing partners interested in working with us can contact <a href="#/customer/main">online customer service</a>, who will pass your details to our business team. Individuals who would like to promote Golden Arena can join the <a href="#/agent">agent programme</a>.</p>`,
    },
  },
  {
    type: 'ysbhgz',
    group: 'about',
    title: { zh: '隐私政策', hk: '隱私政策', en: 'Privacy policy' },
    body: {
      zh: `<h2>隐私政策</h2>
<p>金域体育尊重您的隐私。本政策说明我们收集哪些个人资料、为何使用、保存多久、如何保护，以及您享有哪些权利。</p>
<h3>我们收集的资料</h3>
<ul>
<li><strong>账户资料</strong>：用户名、密码（以受保护的形式保存）、真实姓名、性别、出生日期、手机号码及邮箱地址。</li>
<li><strong>支付资料</strong>：已绑定的银行卡（持卡人姓名、银行、卡号）、虚拟币账户地址及电子钱包账户，以及您的存款和提款订单（包括上传的凭证）。</li>
<li><strong>活动资料</strong>：投注、转账、优惠及奖励，以及您发送的消息和反馈（包括截图）。</li>
<li><strong>技术资料</strong>：IP地址、设备及浏览器类型，以及语言选择等设置。我们会在浏览器的本地存储中保存登录令牌和您的语言选择，以便保持登录状态。</li>
</ul>
<h3>我们为何使用这些资料</h3>
<ul>
<li>开立和管理您的账户，并核实您的身份；</li>
<li>处理存款、提款及转账，并核对银行卡持卡人姓名与注册姓名是否一致；</li>
<li>结算注单，计算VIP等级、返水及优惠；</li>
<li>保障账户安全，防止欺诈、多重账户及洗钱，并确认访客不在受限地区；</li>
<li>回复您的咨询和反馈，并向您的消息中心发送账户通知；</li>
<li>履行法律义务。</li>
</ul>
<h3>保存期限</h3>
<p>投注及交易记录保存5年。您的个人资料在账户存续期间保存，其后按上述目的所需或法律要求的期限保存。在会员中心，您可以查询最近30天的投注及交易记录，以及最近90天的福利记录。</p>
<h3>安全措施</h3>
<ul>
<li>独立的6位数字提款密码保护提款操作，以及银行卡和账户的删除。</li>
<li>敏感资料在页面上隐藏显示：银行卡号只显示前4位和后4位，手机号码只显示前3位和后4位，邮箱地址隐藏@前用户名的后半部分。</li>
<li>只有因工作需要的员工才能接触个人资料。</li>
<li>我们不会出售您的个人资料，只会在提供服务所需的范围内与支付合作伙伴及游戏供应商共享，或在法律要求时提供。</li>
</ul>
<h3>您的权利</h3>
<ul>
<li>在<a href="#/mine/userInfo">个人资料</a>中查看及更新您的资料。</li>
<li>通过<a href="#/customer/main">在线客服</a>索取您的资料副本，或要求更正您无法自行修改的资料。</li>
<li>要求关闭您的账户；依法须保存的记录将按上述期限保留。</li>
<li>选择是否接收推广消息。</li>
</ul>
<p>我们可能更新本政策，并会在此公布新版本。有关隐私的问题，可通过<a href="#/feedback">意见反馈</a>提交。</p>`,
      hk: `<h2>隱私政策</h2>
<p>金域體育尊重您的隱私。本政策說明我們收集哪些個人資料、為何使用、保存多久、如何保護，以及您享有哪些權利。</p>
<h3>我們收集的資料</h3>
<ul>
<li><strong>帳戶資料</strong>：用戶名稱、密碼（以受保護的形式保存）、真實姓名、性別、出生日期、手機號碼及電郵地址。</li>
<li><strong>支付資料</strong>：已綁定的銀行卡（持卡人姓名、銀行、卡號）、虛擬幣帳戶地址及電子錢包帳戶，以及您的存款和提款訂單（包括上傳的憑證）。</li>
<li><strong>活動資料</strong>：投注、轉賬、優惠及獎勵，以及您發送的訊息和回饋（包括截圖）。</li>
<li><strong>技術資料</strong>：IP地址、裝置及瀏覽器類型，以及語言選擇等設定。我們會在瀏覽器的本地儲存中保存登入令牌和您的語言選擇，以便保持登入狀態。</li>
</ul>
<h3>我們為何使用這些資料</h3>
<ul>
<li>開立和管理您的帳戶，並核實您的身份；</li>
<li>處理存款、提款及轉賬，並核對銀行卡持卡人姓名與註冊姓名是否一致；</li>
<li>結算注單，計算VIP等級、返水及優惠；</li>
<li>保障帳戶安全，防止欺詐、多重帳戶及洗錢，並確認訪客不在受限地區；</li>
<li>回覆您的諮詢和回饋，並向您的訊息中心發送帳戶通知；</li>
<li>履行法律義務。</li>
</ul>
<h3>保存期限</h3>
<p>投注及交易記錄保存5年。您的個人資料在帳戶存續期間保存，其後按上述目的所需或法律要求的期限保存。在會員中心，您可以查詢最近30天的投注及交易記錄，以及最近90天的福利記錄。</p>
<h3>安全措施</h3>
<ul>
<li>獨立的6位數字提款密碼保護提款操作，以及銀行卡和帳戶的刪除。</li>
<li>敏感資料在頁面上隱藏顯示：銀行卡號只顯示前4位和後4位，手機號碼只顯示前3位和後4位，電郵地址隱藏@前用戶名稱的後半部分。</li>
<li>只有因工作需要的員工才能接觸個人資料。</li>
<li>我們不會出售您的個人資料，只會在提供服務所需的範圍內與支付合作夥伴及遊戲供應商共享，或在法律要求時提供。</li>
</ul>
<h3>您的權利</h3>
<ul>
<li>在<a href="#/mine/userInfo">個人資料</a>中查看及更新您的資料。</li>
<li>透過<a href="#/customer/main">在線客服</a>索取您的資料副本，或要求更正您無法自行修改的資料。</li>
<li>要求關閉您的帳戶；依法須保存的記錄將按上述期限保留。</li>
<li>選擇是否接收推廣訊息。</li>
</ul>
<p>我們可能更新本政策，並會在此公佈新版本。有關隱私的問題，可透過<a href="#/feedback">意見回饋</a>提交。</p>`,
      en: `<h2>Privacy policy</h2>
<p>Golden Arena respects your privacy. This policy explains what personal information we collect, why we use it, how long we keep it, how we protect it and what rights you have.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Account details</strong>: user name, password (stored in protected form), real name, gender, date of birth, phone number and e-mail address.</li>
<li><strong>Payment details</strong>: bound bank cards (holder name, bank, card number), crypto account addresses and e-wallet accounts, and your deposit and withdrawal orders, including uploaded proofs.</li>
<li><strong>Activity</strong>: bets, transfers, promotions and rewards, and the messages and feedback you send, including screenshots.</li>
<li><strong>Technical data</strong>: IP address, device and browser type, and settings such as your language choice. We keep a login token and your language choice in your browser's local storage so that you stay logged in.</li>
</ul>
<h3>Why we use it</h3>
<ul>
<li>to open and run your account and verify your identity;</li>
<li>to process deposits, withdrawals and transfers, and to check that a bank card holder's name matches the registered name;</li>
<li>to settle bets and to apply VIP levels, rebates and promotions;</li>
<li>to keep accounts secure, to prevent fraud, multiple accounts and money laundering, and to confirm that visitors are not in a barred region;</li>
<li>to answer your questions and feedback, and to send account notices to your message centre;</li>
<li>to meet legal obligations.</li>
</ul>
<h3>Retention</h3>
<p>Bet and transaction records are kept for 5 years. Your personal details are kept while your account is open, and afterwards for as long as the purposes above need or the law requires. In the member centre you can search bet and transaction records from the last 30 days and welfare records from the last 90 days.</p>
<h3>Security</h3>
<ul>
<li>A separate 6-digit withdrawal password protects withdrawals and the deletion of bank cards and accounts.</li>
<li>Sensitive details are masked on screen: card numbers show only the first 4 and last 4 characters, phone numbers only the first 3 and last 4 digits, and e-mail addresses hide the second half of the name before the @.</li>
<li>Only staff who need personal information for their work can access it.</li>
<li>We do not sell your personal information. We share it only with payment partners and game providers as far as needed to provide the service, or when the law requires it.</li>
</ul>
<h3>Your rights</h3>
<ul>
<li>View and update your details in <a href="#/mine/userInfo">Personal info</a>.</li>
<li>Ask <a href="#/customer/main">online customer service</a> for a copy of your data, or for corrections you cannot make yourself.</li>
<li>Ask us to close your account; records that we must keep by law will be retained for the periods above.</li>
<li>Choose whether to receive promotional messages.</li>
</ul>
<p>We may update this policy and will publish the new version here. Questions about privacy can be sent through the <a href="#/feedback">feedback form</a>.</p>`,
    },
  },
  {
    type: 'zrbc',
    group: 'about',
    title: { zh: '责任博彩', hk: '責任博彩', en: 'Responsible gaming' },
    body: {
      zh: `<h2>责任博彩</h2>
<p>博彩应当是一种娱乐，而不是赚钱或逃避问题的方式。金域体育仅供成年人使用，我们希望每位会员都能保持自控。</p>
<h3>保护未成年人</h3>
<p>未满18岁者不得开立账户（首页年龄提示要求年满21岁；如当地法律规定的年龄更高，以当地法律为准）。我们可随时要求会员提供年龄证明，并关闭不符合要求的账户。家长应使用设备的家长控制及过滤软件，防止儿童接触博彩网站。</p>
<h3>保持自控</h3>
<ul>
<li>游戏前先设定预算，只使用您能承受损失的资金。</li>
<li>预先决定游戏时长，并定时休息。</li>
<li>切勿为追回损失而加大投注。</li>
<li>在情绪低落、疲倦或饮酒后请勿游戏。</li>
<li>通过<a href="#/record/transRecord">交易记录</a>和<a href="#/record/betRecord">投注记录</a>掌握您的消费情况。</li>
</ul>
<h3>限额与自我禁止</h3>
<p>如您希望限制存款或投注、在一段时间内暂停游戏，或自我禁止使用本站，请联系<a href="#/customer/main">在线客服</a>。我们会为您的账户设置相应的限额或暂停；自我禁止期间，您将无法登录或游戏，我们也会停止向您发送优惠信息。自我禁止的解除申请，只会在所选期限结束后才予以考虑。</p>
<h3>警示信号</h3>
<ul>
<li>花费的金钱或时间超出原定计划；</li>
<li>借钱或变卖物品来参与博彩；</li>
<li>向家人或朋友隐瞒博彩行为；</li>
<li>不玩时感到焦虑、烦躁或情绪低落；</li>
<li>因博彩而忽略工作、学业或家庭；</li>
<li>总想把输掉的钱赢回来。</li>
</ul>
<p>如以上情况似曾相识，请暂停游戏，并与您信任的人倾谈。</p>
<h3>寻求帮助</h3>
<p>您可以向家庭医生、心理辅导员及当地的问题赌博支援服务寻求帮助，其中许多服务免费且保密。我们的客服团队亦可随时（每天24小时）为您设置限额或自我禁止。</p>`,
      hk: `<h2>責任博彩</h2>
<p>博彩應當是一種娛樂，而不是賺錢或逃避問題的方式。金域體育僅供成年人使用，我們希望每位會員都能保持自控。</p>
<h3>保護未成年人</h3>
<p>未滿18歲者不得開立帳戶（首頁年齡提示要求年滿21歲；如當地法律規定的年齡更高，以當地法律為準）。我們可隨時要求會員提供年齡證明，並關閉不符合要求的帳戶。家長應使用裝置的家長控制及過濾軟件，防止兒童接觸博彩網站。</p>
<h3>保持自控</h3>
<ul>
<li>遊戲前先設定預算，只使用您能承受損失的資金。</li>
<li>預先決定遊戲時長，並定時休息。</li>
<li>切勿為追回損失而加大投注。</li>
<li>在情緒低落、疲倦或飲酒後請勿遊戲。</li>
<li>透過<a href="#/record/transRecord">交易記錄</a>和<a href="#/record/betRecord">投注記錄</a>掌握您的消費情況。</li>
</ul>
<h3>限額與自我禁止</h3>
<p>如您希望限制存款或投注、在一段時間內暫停遊戲，或自我禁止使用本站，請聯繫<a href="#/customer/main">在線客服</a>。我們會為您的帳戶設定相應的限額或暫停；自我禁止期間，您將無法登入或遊戲，我們也會停止向您發送優惠資訊。自我禁止的解除申請，只會在所選期限結束後才予以考慮。</p>
<h3>警示信號</h3>
<ul>
<li>花費的金錢或時間超出原定計劃；</li>
<li>借錢或變賣物品來參與博彩；</li>
<li>向家人或朋友隱瞞博彩行為；</li>
<li>不玩時感到焦慮、煩躁或情緒低落；</li>
<li>因博彩而忽略工作、學業或家庭；</li>
<li>總想把輸掉的錢贏回來。</li>
</ul>
<p>如以上情況似曾相識，請暫停遊戲，並與您信任的人傾談。</p>
<h3>尋求幫助</h3>
<p>您可以向家庭醫生、心理輔導員及當地的問題賭博支援服務尋求幫助，其中許多服務免費且保密。我們的客服團隊亦可隨時（每天24小時）為您設定限額或自我禁止。</p>`,
      en: `<h2>Responsible gaming</h2>
<p>Gaming should be entertainment, not a way to make money or to escape problems. Golden Arena is for adults only, and we want every member to stay in control.</p>
<h3>Protecting minors</h3>
<p>Nobody under 18 may open an account (the home-page age notice asks visitors to be 21 or older, and where local law sets a higher age, local law applies). We may ask members for proof of age at any time and close accounts that do not meet the requirement. Parents should use parental controls and filtering software on their devices to keep children away from gaming sites.</p>
<h3>Stay in control</h3>
<ul>
<li>Set a budget before you play, and only use money you can afford to lose.</li>
<li>Decide in advance how long you will play, and take regular breaks.</li>
<li>Never chase losses by raising your stakes.</li>
<li>Do not play when you are upset, tired or have been drinking.</li>
<li>Keep track of your spending in your <a href="#/record/transRecord">transaction record</a> and <a href="#/record/betRecord">bet record</a>.</li>
</ul>
<h3>Limits and self-exclusion</h3>
<p>If you would like to limit your deposits or betting, take a break for a period of time, or exclude yourself from the site, contact <a href="#/customer/main">online customer service</a>. We will set the limit or suspension on your account; during self-exclusion you will not be able to log in or play, and we will stop sending you promotions. A request to lift a self-exclusion is only considered after the chosen period has ended.</p>
<h3>Warning signs</h3>
<ul>
<li>spending more money or time than you planned;</li>
<li>borrowing money or selling things in order to gamble;</li>
<li>hiding your gambling from family or friends;</li>
<li>feeling anxious, irritable or low when you are not playing;</li>
<li>neglecting work, study or family because of gambling;</li>
<li>always trying to win back what you have lost.</li>
</ul>
<p>If any of these sound familiar, take a break and talk to someone you trust.</p>
<h3>Where to get help</h3>
<p>Help is available from family doctors, counsellors and local problem-gambling support services, many of which are free and confidential. Our customer service team can also set limits or a self-exclusion for you at any time, 24 hours a day.</p>`,
    },
  },
  {
    type: 'lxwm',
    group: 'about',
    title: { zh: '联系我们', hk: '聯繫我們', en: 'Contact us' },
    body: {
      zh: `<h2>联系我们</h2>
<p>我们的客服团队全年无休，7×24小时为您服务。</p>
<h3>在线客服</h3>
<p>打开<a href="#/customer/main">客服页面</a>，或点击任何页面侧边帮助栏中的客服按钮，即可与客服人员在线交谈。这是处理存款、提款、账户及游戏问题最快捷的方式。无需登录即可发起咨询，但账户资料只会与账户持有人本人讨论。</p>
<h3>意见反馈</h3>
<p>如问题并不紧急，或您希望附上截图，请使用会员中心的<a href="#/feedback">意见反馈</a>（须先登录）：</p>
<ol>
<li>选择问题类型：存款、提款、会员建议、游戏、优惠、网站/App登录、修改资料、流水或其他。</li>
<li>如有相关订单号，请一并填写。</li>
<li>以20-200个字描述问题。</li>
<li>如有需要，请附上截图（png、jpg或jpeg格式，不超过15MB）。</li>
</ol>
<p>您可以在<a href="#/feedback/list">我的反馈</a>中查看处理进度及回复。</p>
<h3>联系前请准备</h3>
<ul>
<li>您的用户名（切勿提供密码）；</li>
<li>相关存款、提款、转账或注单的订单号；</li>
<li>日期、时间及金额；</li>
<li>存款问题请准备付款凭证，USDT存款请准备交易哈希（TxID）；</li>
<li>任何错误提示的截图。</li>
</ul>
<h3>注意安全</h3>
<p>金域体育的工作人员绝不会向您索取登录密码、提款密码或短信验证码。请只信任通过本站官方网站或App联系的客服，并每次检查地址栏，详见<a href="#/help?type=fjc">防劫持教程</a>。</p>`,
      hk: `<h2>聯繫我們</h2>
<p>我們的客服團隊全年無休，7×24小時為您服務。</p>
<h3>在線客服</h3>
<p>打開<a href="#/customer/main">客服頁面</a>，或點擊任何頁面側邊幫助欄中的客服按鈕，即可與客服人員在線交談。這是處理存款、提款、帳戶及遊戲問題最快捷的方式。無需登入即可發起諮詢，但帳戶資料只會與帳戶持有人本人討論。</p>
<h3>意見回饋</h3>
<p>如問題並不緊急，或您希望附上截圖，請使用會員中心的<a href="#/feedback">意見回饋</a>（須先登入）：</p>
<ol>
<li>選擇問題類型：存款、提款、會員建議、遊戲、優惠、網站/App登入、修改資料、流水或其他。</li>
<li>如有相關訂單號，請一併填寫。</li>
<li>以20-200個字描述問題。</li>
<li>如有需要，請附上截圖（png、jpg或jpeg格式，不超過15MB）。</li>
</ol>
<p>您可以在<a href="#/feedback/list">我的回饋</a>中查看處理進度及回覆。</p>
<h3>聯繫前請準備</h3>
<ul>
<li>您的用戶名稱（切勿提供密碼）；</li>
<li>相關存款、提款、轉賬或注單的訂單號；</li>
<li>日期、時間及金額；</li>
<li>存款問題請準備付款憑證，USDT存款請準備交易雜湊值（TxID）；</li>
<li>任何錯誤提示的截圖。</li>
</ul>
<h3>注意安全</h3>
<p>金域體育的工作人員絕不會向您索取登入密碼、提款密碼或短訊驗證碼。請只信任透過本站官方網站或App聯繫的客服，並每次檢查網址列，詳見<a href="#/help?type=fjc">防劫持教程</a>。</p>`,
      en: `<h2>Contact us</h2>
<p>Our customer service team is here for you 24 hours a day, 7 days a week, all year round.</p>
<h3>Online customer service</h3>
<p>Open the <a href="#/customer/main">customer service page</a>, or click the customer service button in the side help bar on any page, to chat with an agent online. This is the fastest way to get help with deposits, withdrawals, accounts and games. You can start a chat without logging in, but account details are only discussed with the account holder.</p>
<h3>Feedback form</h3>
<p>If your question is not urgent, or you would like to attach a screenshot, use the <a href="#/feedback">feedback form</a> in the member centre (login required):</p>
<ol>
<li>Choose the problem type: deposit, withdrawal, member suggestion, game, discount, website/app login, modify information, turnover or other.</li>
<li>Enter the related order number, if there is one.</li>
<li>Describe the problem in 20-200 characters.</li>
<li>If helpful, attach a screenshot (png, jpg or jpeg, up to 15MB).</li>
</ol>
<p>You can follow progress and replies under <a href="#/feedback/list">My feedback</a>.</p>
<h3>What to have ready</h3>
<ul>
<li>your user name (never give your password);</li>
<li>the order number of the deposit, withdrawal, transfer or bet concerned;</li>
<li>the date, time and amount;</li>
<li>for deposits, the payment proof, and for USDT deposits the transaction hash (TxID);</li>
<li>a screenshot of any error message.</li>
</ul>
<h3>Stay safe</h3>
<p>Golden Arena staff will never ask for your login password, withdrawal password or SMS verification codes. Only trust customer service reached through our official site or app, and check the address bar every time; see the <a href="#/help?type=fjc">anti-hijack DNS tutorial</a>.</p>`,
    },
  },
];
